import type { TPromptTemplateResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { BASE_TEMPLATE_KEY, templateResponse } from './base-template';
import { deleteTemplate } from './prompts.repo';

/** Back to the built-in default: the saved row goes, so later changes to the default apply too. */
export async function resetPromptTemplate(ctx: AppContext, admin: AdminUser | null): Promise<TPromptTemplateResponse> {
  await deleteTemplate(ctx.db, BASE_TEMPLATE_KEY);
  ctx.logger.info({ by: admin ? (admin.username ?? admin.email) : null }, 'prompt template reset to default');
  return templateResponse(null);
}
