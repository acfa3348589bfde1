import {
  ZProspectingCampaign,
  type TGenerateProspectingCampaignRequest,
  type TGenerateProspectingCampaignResponse,
  type TProspectingCampaign,
} from '@common/scout/schemas';
import type { AppContext } from '../../context';

// POST /api/admin/generate-prospecting-campaign: a campaign framework (name, segments, messaging,
// outreach sequence, talking points) from a scout result and an objective. The llm writes it when
// keyed; otherwise (and as its fallback) it is assembled from the leads' own industries, services
// and pain points.

const SYSTEM = `You plan outbound prospecting campaigns for a company that sells AI phone agents (a voice agent
that answers and makes business calls). From the research result and the objective, write a campaign
framework: campaignName, targetSegments, messagingFramework, outreachSequence (ordered steps) and
keyTalkingPoints. Use only businesses, industries and pain points present in the research.`;

const uniq = (xs: string[]) => [...new Set(xs.filter(Boolean))];

export function draftCampaign(input: TGenerateProspectingCampaignRequest): TProspectingCampaign {
  const { scoutResult: r, campaignObjective } = input;
  const leads = [...r.potentialLeads].sort((a, b) => b.leadScore - a.leadScore);
  const industries = uniq(leads.map((l) => l.industry));
  const pains = uniq(leads.flatMap((l) => l.potentialPainPoints));
  const topic = r.searchMetadata.searchQuery;
  const segments = industries.length
    ? industries.map((i) => `${i} businesses matching “${topic}”`)
    : [`Businesses matching “${topic}”`];
  const named = leads.slice(0, 3).map((l) => l.companyName);
  return {
    campaignName: `${topic.replace(/\b\w/g, (c) => c.toUpperCase())} — AI Phone Agent Outreach`.slice(0, 200),
    targetSegments: segments.slice(0, 10),
    messagingFramework: [
      `Objective: ${campaignObjective}`,
      `Problem: ${pains[0] ?? 'calls that go unanswered while the team is busy'}.`,
      'Solution: an AI phone agent that answers every call in the business’s own voice, books the work and passes on what matters.',
      `Proof: built from each business’s own website${named.length ? ` (for example ${named.join(', ')})` : ''}.`,
      'Call to action: a 15-minute call to hear an agent built for their business.',
    ].join('\n'),
    outreachSequence: [
      'Day 1: personalised call referencing a service from their website',
      'Day 2: email with a short sample of an agent prompt for their business',
      'Day 4: follow-up call at a quieter hour',
      'Day 7: final email offering a free trial call',
    ],
    keyTalkingPoints: uniq([
      ...pains.map((p) => `We handle ${p.charAt(0).toLowerCase()}${p.slice(1)}`),
      ...leads.flatMap((l) => l.keyServices.slice(0, 1)).map((s) => `Calls about “${s}” answered and booked`),
    ]).slice(0, 8),
  };
}

export async function generateProspectingCampaign(
  ctx: AppContext,
  input: TGenerateProspectingCampaignRequest,
): Promise<TGenerateProspectingCampaignResponse> {
  const llm = ctx.providers.llm;
  const campaign = await llm.generateObject({
    system: SYSTEM,
    prompt: JSON.stringify({
      objective: input.campaignObjective,
      summary: input.scoutResult.summary,
      keyFindings: input.scoutResult.keyFindings,
      leads: input.scoutResult.potentialLeads,
    }),
    schema: ZProspectingCampaign,
    schemaName: 'prospecting_campaign',
    temperature: 0.7,
    fallback: () => draftCampaign(input),
  });
  return { success: true, campaign, mode: llm.mode };
}
