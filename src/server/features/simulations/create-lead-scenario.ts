import { z } from 'zod';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getCampaignLead } from '../campaigns/get-campaign-lead';
import { getLeadEnrichment } from '../enrichment/get-lead-enrichment';
import { createCustomScenario } from './create-custom-scenario';
import { leadScenario, scriptedLeadLines, type LeadPersona } from './lead-scenario';

const ZCalleeLines = z.object({ lines: z.array(z.string().min(1).max(500)).min(2).max(8) });

const SYSTEM =
  'You play a business owner who receives an outbound sales call, to test an AI phone agent. ' +
  'Write what you say, one line per turn (4 to 6 turns): introduce yourself, raise a real concern of your business, ' +
  'push back once, then ask for a meeting, accept the first time offered and say goodbye. Stay in character; plain spoken English.';

/**
 * POST /api/admin/campaigns/{id}/simulation-scenarios/from-lead: a scenario whose callee is one
 * of the campaign's leads, drawn from its fields and enrichment. A language model, when keyed,
 * writes the callee's lines; offline (and when the model fails) they are scripted from the same facts.
 */
export async function createLeadScenario(
  ctx: AppContext,
  campaignId: string,
  leadId: string,
): Promise<{ id: string; name: string }> {
  const lead = await getCampaignLead(ctx, campaignId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found in this campaign');
  const enrichment = (await getLeadEnrichment(ctx, leadId)).enrichment;
  const persona: LeadPersona = {
    firstName: lead.firstName,
    lastName: lead.lastName,
    companyName: enrichment?.companyName || lead.companyName,
    industry: enrichment?.industry || lead.industry,
    painPoints: enrichment?.gptAnalysis.painPoints ?? [],
    keyServices: enrichment?.gptAnalysis.keyServices ?? [],
  };
  const scripted = () => ({ lines: scriptedLeadLines(persona) });
  const { lines } = await ctx.providers.llm
    .generateObject({
      system: SYSTEM,
      prompt: [
        `Your name: ${[persona.firstName, persona.lastName].filter(Boolean).join(' ') || 'the owner'}`,
        `Business: ${persona.companyName || 'a small business'}${persona.industry ? ` (${persona.industry})` : ''}`,
        enrichment?.gptAnalysis.businessDescription && `What it does: ${enrichment.gptAnalysis.businessDescription}`,
        persona.painPoints.length && `Its concerns: ${persona.painPoints.join('; ')}`,
      ]
        .filter(Boolean)
        .join('\n'),
      schema: ZCalleeLines,
      schemaName: 'simulated_callee',
      temperature: 0.4,
      fallback: scripted,
    })
    // A model that fails or answers out of shape still leaves the admin a scenario of this lead.
    .catch((err: unknown) => {
      ctx.logger.warn({ err, leadId }, 'simulated callee: the model failed, lines scripted instead');
      return scripted();
    });
  return createCustomScenario(ctx, campaignId, leadScenario(persona, lines));
}
