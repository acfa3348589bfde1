import { AppError } from '@common/errors';
import { checkPromptTemplate } from '@common/prompts/check-template';
import type { TPromptTemplateResponse, TUpdatePromptTemplateRequest } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { BASE_TEMPLATE_KEY, templateResponse } from './base-template';
import { saveTemplate } from './prompts.repo';

/**
 * Saves the base template. A template the renderer can't use well (no {{name}}, unknown
 * placeholders, fixed text alone over the prompt limit) is refused with the reason, since every
 * prompt generated afterwards would carry the mistake.
 */
export async function updatePromptTemplate(ctx: AppContext, input: TUpdatePromptTemplateRequest, admin: AdminUser | null): Promise<TPromptTemplateResponse> {
  const problem = checkPromptTemplate(input.template);
  if (problem) throw new AppError('VALIDATION', problem);
  const by = admin ? (admin.username ?? admin.email) : null;
  const stored = await saveTemplate(ctx.db, BASE_TEMPLATE_KEY, input.template, by, ctx.clock.now());
  ctx.logger.info({ updatedBy: by, chars: input.template.length }, 'prompt template updated');
  return templateResponse(stored);
}
