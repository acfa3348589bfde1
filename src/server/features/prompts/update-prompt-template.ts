import { AppError } from '@common/errors';
import { checkPromptTemplate } from '@common/prompts/check-template';
import type { TPromptTemplateResponse, TUpdatePromptTemplateRequest } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { replaceTemplate } from './replace-template';

/**
 * Saves the base template (the text it replaces goes to the history). A template the renderer
 * can't use well (no {{name}}, unknown placeholders, fixed text alone over the prompt limit) is
 * refused with the reason, since every prompt generated afterwards would carry the mistake.
 */
export async function updatePromptTemplate(
  ctx: AppContext,
  input: TUpdatePromptTemplateRequest,
  admin: AdminUser | null,
): Promise<TPromptTemplateResponse> {
  const problem = checkPromptTemplate(input.template);
  if (problem) throw new AppError('VALIDATION', problem);
  return replaceTemplate(ctx, input.template, admin, 'save');
}
