import { eq, inArray } from 'drizzle-orm';
import { calls, leadEnrichments, leads } from '../../src/server/db/schema';
import type { AppContext } from '../../src/server/context';
import { handleCallFinished } from '../../src/server/jobs/call-finished.job';
import type { Db } from '../../src/server/db/client';
import { insertCampaignWithLeads } from './campaign-leads';

// Campaign calls as the dispatch feature leaves them (its contract: calls rows with lead_id,
// status, transcripts, answered_by, duration; lead call_status completed). Written directly so the
// developer queue is tested without depending on dispatch.

export type Outcome = 'interested' | 'not-interested' | 'opt-out' | 'voicemail' | 'no-answer';

const LINES: Record<Outcome, string[]> = {
  interested: ["Sure, I'd like to hear more about that.", "Yes, let's book a meeting for next week."],
  'not-interested': ["No thanks, we're not interested.", 'Bye.'],
  'opt-out': ['Please do not call me again.', 'Take me off your list.'],
  voicemail: [],
  'no-answer': [],
};

export function transcriptFor(outcome: Outcome, company: string) {
  const t = [
    { user: 'assistant', text: `Hi, this is Maya calling ${company} about answering your phones with an AI agent.` },
  ];
  for (const line of LINES[outcome]) t.push({ user: 'user', text: line }, { user: 'assistant', text: 'Thank you.' });
  return t;
}

export interface SeededQueue {
  campaignId: string;
  leadIds: Record<Outcome, string>;
  callIds: string[];
}

/** Handles each seeded call's call.finished as its job would (a second time: a redelivery). */
export async function handleSeededCalls(ctx: AppContext, q: Pick<SeededQueue, 'callIds'>): Promise<void> {
  for (const id of q.callIds) await handleCallFinished(ctx, id);
}

/** A campaign with one enriched, called lead per outcome (prefix keeps emails unique across tests). */
export async function seedCalledCampaign(
  on: Db | AppContext,
  name: string,
  prefix = name.toLowerCase().replace(/\W+/g, '-'),
): Promise<SeededQueue> {
  // Given the app, each call's call.finished is handled as the job would (reading, webhooks, …);
  // given only a database, the calls are left unread ("reading…").
  const ctx = 'jobs' in on ? on : null;
  const db = ctx ? ctx.db : (on as Db);
  const callIds: string[] = [];
  const outcomes: Outcome[] = ['interested', 'not-interested', 'opt-out', 'voicemail', 'no-answer'];
  const { campaignId, leadIds } = await insertCampaignWithLeads(
    db,
    name,
    outcomes.map((o, i) => ({
      email: `${prefix}-${o}@example.com`,
      firstName: ['Dana', 'Lee', 'Sam', 'Ari', 'Kim'][i],
      lastName: 'Reyes',
      companyName: `${o} Plumbing`,
      phoneNumber: `+1415555010${i}`,
      website: `https://${o}.example`,
    })),
  );
  await db
    .update(leads)
    .set({ callStatus: 'completed', enrichmentStatus: 'enriched', voiceClone: 'maya' })
    .where(inArray(leads.id, leadIds));
  for (const [i, o] of outcomes.entries()) {
    await db.insert(leadEnrichments).values({
      leadId: leadIds[i],
      companyName: `${o} Plumbing`,
      industry: 'Plumbing',
      ownerName: 'Dana Reyes',
      gptAnalysis: {
        businessDescription: `${o} Plumbing is a plumbing business serving homeowners.`,
        keyServices: ['Emergency repairs', 'Drain cleaning'],
        targetAudience: 'Homeowners',
        painPoints: ['Missed calls after hours'],
        communicationStyle: 'Friendly and practical.',
        callScript: 'Hi!',
      },
      firecrawlData: {
        success: true,
        sources: [`https://${o}.example/`],
        businessInsights: {
          services: ['Emergency repairs'],
          keyPoints: ['24/7 emergency service', 'Family owned', 'Licensed'],
          industry: 'Plumbing',
        },
      },
      mode: 'sandbox',
    });
    const transcripts = transcriptFor(o, `${o} Plumbing`);
    const answered = o === 'voicemail' ? 'voicemail' : o === 'no-answer' ? null : 'human';
    const [row] = await db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'sandbox',
        providerCallId: `seed-${prefix}-${o}`,
        phoneNumber: `+1415555010${i}`,
        prompt: 'You are Maya.',
        status: 'completed',
        durationSeconds: o === 'no-answer' ? 0 : o === 'voicemail' ? 25 : 60,
        transcripts,
        transcript: transcripts.map((t) => `${t.user}: ${t.text}`).join('\n'),
        summary: o === 'interested' ? 'The owner wants to hear more and book a meeting.' : null,
        answeredBy: answered,
        leadId: leadIds[i],
        completedAt: new Date(Date.now() - (5 - i) * 60_000),
      })
      .returning({ id: calls.id });
    callIds.push(row.id);
  }
  if (ctx) for (const id of callIds) await handleCallFinished(ctx, id);
  return {
    campaignId,
    leadIds: Object.fromEntries(outcomes.map((o, i) => [o, leadIds[i]])) as Record<Outcome, string>,
    callIds,
  };
}

export async function leadCallStatus(db: Db, leadId: string): Promise<string> {
  const [row] = await db.select({ s: leads.callStatus }).from(leads).where(eq(leads.id, leadId));
  return row.s;
}
