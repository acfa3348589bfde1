import { z } from 'zod';
import { AppError } from '@common/errors';
import type { TMeetingPrep } from '@common/dev-queue/schemas';
import type { AppContext } from '../../context';
import { buildMeetingPrep, type MeetingPrepFacts } from './build-meeting-prep';
import { latestLeadCall } from '../calls/latest-lead-call';
import { findEnrichment, findLead, findMeetingPrep, saveMeetingPrep } from './dev-queue.repo';
import { toMeetingPrep } from './to-dto';

// Meeting prep is made once per lead, when the admin asks for it (POST), and stored (meeting_preps):
// the LLM when keyed, the Sandbox's rule-based builder otherwise (and as the LLM's fallback). The
// GET only reads the stored one (get-meeting-prep.ts): a page view never makes an LLM call.

const line = z.string().trim().min(1).max(600);
const ZPrepOutput = z.object({
  briefing: z.string().trim().min(1).max(2000),
  keyPoints: z.array(line).min(1).max(8),
  recommendedApproach: z.string().trim().min(1).max(2000),
});

const SYSTEM = `You prepare a developer for a first meeting with a small-business owner who, on an AI sales call, asked to hear more about custom AI phone agents.
From the facts given (business analysis, website key points, the call transcript), answer JSON:
- briefing: 2-4 sentences on who they are and why they want to talk;
- keyPoints: up to 8 short facts worth knowing, quoting the callee where useful;
- recommendedApproach: 2-4 sentences on how to run the meeting.
Use only the facts given; never invent numbers, names or promises.`;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

async function gatherFacts(ctx: AppContext, leadId: string): Promise<MeetingPrepFacts> {
  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  const [enrichment, call] = await Promise.all([
    findEnrichment(ctx.db, leadId),
    latestLeadCall(ctx.db, leadId, 'completed'),
  ]);
  const g = (enrichment?.gptAnalysis ?? {}) as Record<string, unknown>;
  const insights =
    ((enrichment?.firecrawlData ?? {}) as { businessInsights?: Record<string, unknown> }).businessInsights ?? {};
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    companyName: lead.companyName || enrichment?.companyName || '',
    industry: enrichment?.industry || lead.industry,
    website: lead.website,
    enrichment: enrichment
      ? {
          businessDescription: str(g.businessDescription),
          keyServices: strs(g.keyServices),
          targetAudience: str(g.targetAudience),
          painPoints: strs(g.painPoints),
          communicationStyle: str(g.communicationStyle),
          webKeyPoints: strs(insights.keyPoints),
        }
      : null,
    call: call
      ? {
          durationSeconds: call.durationSeconds,
          summary: call.summary,
          transcript: call.transcript,
          transcripts: call.transcripts,
          completedAt: call.completedAt,
        }
      : null,
  };
}

function factsPrompt(f: MeetingPrepFacts): string {
  const e = f.enrichment;
  const rows = [
    `Contact: ${`${f.firstName} ${f.lastName}`.trim()}`,
    `Company: ${f.companyName}`,
    `Industry: ${f.industry}`,
    `Website: ${f.website}`,
    e && `Description: ${e.businessDescription}`,
    e && `Services: ${e.keyServices.join('; ')}`,
    e && `Customers: ${e.targetAudience}`,
    e && `Pain points: ${e.painPoints.join('; ')}`,
    e && `Style: ${e.communicationStyle}`,
    e && `Website key points: ${e.webKeyPoints.slice(0, 3).join('; ')}`,
    f.call && `Call summary: ${f.call.summary ?? ''}`,
    f.call &&
      `Transcript:\n${(f.call.transcripts ?? []).map((t) => `${t.user === 'user' ? 'callee' : 'agent'}: ${t.text}`).join('\n') || (f.call.transcript ?? '')}`,
  ];
  return rows.filter(Boolean).join('\n').slice(0, 10_000);
}

/** POST /api/admin/leads/{id}/meeting-prep: the stored prep, made first when there is none. */
export async function prepareMeeting(ctx: AppContext, leadId: string): Promise<TMeetingPrep> {
  const stored = await findMeetingPrep(ctx.db, leadId);
  if (stored) return toMeetingPrep(stored);
  const facts = await gatherFacts(ctx, leadId);
  const llm = ctx.providers.llm;
  const content = await llm.generateObject({
    system: SYSTEM,
    prompt: factsPrompt(facts),
    schema: ZPrepOutput,
    schemaName: 'meeting_prep',
    temperature: 0.4,
    fallback: () => buildMeetingPrep(facts),
  });
  const row = await saveMeetingPrep(ctx.db, { leadId, ...content, mode: llm.mode === 'live' ? 'live' : 'sandbox' });
  return toMeetingPrep(row);
}
