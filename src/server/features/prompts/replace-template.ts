import type { TPromptTemplateResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { BASE_TEMPLATE_KEY, templateResponse } from './base-template';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { deleteTemplate, findTemplate, insertTemplateVersion, saveTemplate } from './prompts.repo';

export const adminName = (admin: AdminUser | null) => (admin ? (admin.username ?? admin.email) : null);

/**
 * Makes `next` the base template (null: the built-in default) and keeps the text it replaces as a
 * version, in one transaction, so the history never misses a step. Save, reset and restore all
 * come through here.
 */
export async function replaceTemplate(
  ctx: AppContext,
  next: string | null,
  admin: AdminUser | null,
  via: 'save' | 'reset' | 'restore',
): Promise<TPromptTemplateResponse> {
  const by = adminName(admin);
  const now = ctx.clock.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const previous = await findTemplate(tx, BASE_TEMPLATE_KEY);
    await insertTemplateVersion(tx, {
      key: BASE_TEMPLATE_KEY,
      template: previous?.template ?? DEFAULT_PROMPT_TEMPLATE,
      isDefault: !previous,
      savedBy: previous?.updatedBy ?? null,
      savedAt: previous?.updatedAt ?? null,
      replacedBy: by,
      replacedAt: now,
      replacedVia: via,
    });
    if (next === null) {
      await deleteTemplate(tx, BASE_TEMPLATE_KEY);
      return null;
    }
    return saveTemplate(tx, BASE_TEMPLATE_KEY, next, by, now);
  });
  ctx.logger.info({ by, via, chars: next?.length ?? null }, 'prompt template replaced');
  return templateResponse(stored);
}
