import type { TPromptTemplateResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { replaceTemplate } from './replace-template';

/**
 * Back to the built-in default: the saved row goes (so later changes to the default apply too)
 * and the text it held is kept in the history, so a reset can be undone by a restore.
 */
export async function resetPromptTemplate(ctx: AppContext, admin: AdminUser | null): Promise<TPromptTemplateResponse> {
  return replaceTemplate(ctx, null, admin, 'reset');
}
