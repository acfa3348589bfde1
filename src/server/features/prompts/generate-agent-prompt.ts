import type { TGenerateAgentPromptRequest, TGenerateAgentPromptResponse } from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import { recordEvent } from '../analytics/record-event';
import { loadBaseTemplate } from './base-template';
import { DEFAULT_PROMPT_TEMPLATE } from './default-template';
import { refinePrompt } from './refine-prompt';
import { renderTemplate } from './render-template';
import { valuesFromLead } from './template-values';

/**
 * POST /api/generate-agent-prompt (admin only): a prompt for calling a lead (the Prompts tab, the
 * prompt pages, and dispatch): the same base template, with the lead's company and enrichment as
 * companyContext.
 */
export async function generateAgentPrompt(
  ctx: AppContext,
  input: TGenerateAgentPromptRequest,
  meta: { visitorId?: string | null } = {},
): Promise<TGenerateAgentPromptResponse> {
  const template = (await loadBaseTemplate(ctx))?.template ?? DEFAULT_PROMPT_TEMPLATE;
  const draft = renderTemplate(template, valuesFromLead(input.leadData, input.agentConfig));
  const result = await refinePrompt(ctx, draft);
  await recordEvent(ctx, {
    type: 'prompt_generated',
    visitorId: meta.visitorId ?? null,
    props: {
      source: 'lead',
      industry: input.agentConfig.industry || input.leadData.industry,
      mode: result.mode,
      chars: result.prompt.length,
    },
  });
  return result;
}
