import { AppError } from '@common/errors';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { findEnrichedLead, type LeadRow } from './enhanced-voice.repo';

export const NOT_ENRICHED_MESSAGE = 'This lead is not enriched yet: enrich it first.';

/**
 * The prompt an enhanced test call uses: the lead's agent prompt (written by the enrichment from
 * the base template) plus the admin's custom instructions, kept under the provider's limit by
 * shortening the lead prompt, never the instructions the admin just typed.
 */
export async function buildEnrichedPrompt(
  ctx: AppContext,
  leadId: string,
  customInstructions: string,
): Promise<{ prompt: string; lead: LeadRow }> {
  const found = await findEnrichedLead(ctx.db, leadId);
  if (!found) throw new AppError('NOT_FOUND', 'Lead not found');
  const { lead } = found;
  if (lead.enrichmentStatus !== 'enriched' || !lead.agentPrompt) throw new AppError('CONFLICT', NOT_ENRICHED_MESSAGE);
  const extra = customInstructions.trim()
    ? `\n\nAdditional instructions for this call:\n${customInstructions.trim()}`
    : '';
  const room = MAX_PROMPT_CHARS - extra.length;
  const base = lead.agentPrompt.length > room ? `${lead.agentPrompt.slice(0, room - 1).trimEnd()}…` : lead.agentPrompt;
  return { prompt: base + extra, lead };
}
