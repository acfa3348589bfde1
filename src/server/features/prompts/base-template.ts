import { PROMPT_PLACEHOLDERS, type TPromptTemplateResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { findTemplate, type StoredTemplate } from './prompts.repo';

// The base template: the saved row under this key, or the built-in default when there is none.

export const BASE_TEMPLATE_KEY = 'base';

export async function loadBaseTemplate(ctx: AppContext): Promise<StoredTemplate | null> {
  return findTemplate(ctx.db, BASE_TEMPLATE_KEY);
}

export function templateResponse(stored: StoredTemplate | null): TPromptTemplateResponse {
  return {
    template: stored?.template ?? DEFAULT_PROMPT_TEMPLATE,
    isDefault: !stored,
    placeholders: PROMPT_PLACEHOLDERS.map((p) => ({ ...p })),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
    updatedBy: stored?.updatedBy ?? null,
  };
}
