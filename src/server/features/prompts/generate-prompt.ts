import { AppError } from '@common/errors';
import { checkPromptConfig, checkRequiredFields } from '@common/wizard/check-prompt-config';
import type { TGeneratePromptRequest, TGeneratePromptResponse } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { recordEvent } from '../analytics/record-event';
import { readBusinessName } from '../web-analysis/read-business-name';
import { loadBaseTemplate } from './base-template';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { refinePrompt } from './refine-prompt';
import { renderTemplate } from './render-template';
import { valuesFromAgentConfig } from './template-values';

export interface GeneratePromptMeta {
  /** The anonymous visitor, for the analytics event. */
  visitorId?: string | null;
}

/**
 * POST /api/generate-prompt: the wizard's prompt (Preview step, and the launch flow). Checks the
 * configuration with the
 * spec's messages, fills the base template, and has the llm polish it (the sandbox answers the
 * filled template). The result is always under MAX_PROMPT_CHARS.
 */
export async function generatePrompt(
  ctx: AppContext,
  input: TGeneratePromptRequest,
  meta: GeneratePromptMeta = {},
): Promise<TGeneratePromptResponse> {
  const missing = checkRequiredFields(input);
  if (missing) throw new AppError('VALIDATION', missing);
  const incomplete = checkPromptConfig(input);
  if (incomplete) throw new AppError('VALIDATION', incomplete);

  const template = (await loadBaseTemplate(ctx))?.template ?? DEFAULT_PROMPT_TEMPLATE;
  // The business is called what the server read on its site, as the chat and the call call it.
  const business = input.websiteUrl.trim() ? await readBusinessName(ctx, input.websiteUrl) : '';
  const draft = renderTemplate(template, valuesFromAgentConfig(input, business));
  const result = await refinePrompt(ctx, draft);

  await recordEvent(ctx, {
    type: 'prompt_generated',
    visitorId: meta.visitorId ?? null,
    props: { source: 'wizard', industry: input.industry, mode: result.mode, chars: result.prompt.length },
  });
  return result;
}
