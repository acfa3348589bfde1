import type { TEnrichmentStatus } from '@common/campaigns/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FINISHED_CALL_STATUSES } from '@common/outreach/states';
import { calls, campaigns, leads } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

// Dispatch tests start from enriched leads (enrichment is tested on its own), written directly.

export interface ReadyLead {
  phoneE164: string;
  timezone?: string | null;
  voiceClone?: string | null;
  enrichmentStatus?: TEnrichmentStatus;
}

/** A phone number for lead i: +1 212 555 xxxx style, distinct per i (US: needs a timezone column). */
export const testPhone = (i: number) => `+1212${String(2000000 + i).padStart(7, '0')}`;

export async function insertReadyCampaign(
  db: Db,
  name: string,
  rows: ReadyLead[],
): Promise<{ campaignId: string; leadIds: string[] }> {
  const [campaign] = await db.insert(campaigns).values({ name, status: 'active' }).returning({ id: campaigns.id });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r, j) => ({
      campaignId: campaign.id,
      rowNumber: i + j + 2,
      email: `lead${i + j}@example.com`,
      companyName: `Company ${i + j}`,
      firstName: 'Pat',
      phoneNumber: r.phoneE164,
      phoneE164: r.phoneE164,
      timezone: r.timezone === undefined ? 'America/New_York' : r.timezone,
      enrichmentStatus: r.enrichmentStatus ?? 'enriched',
      voiceClone: r.voiceClone === undefined ? 'sandbox-maya' : r.voiceClone,
      agentPrompt: 'You are Ava, calling on behalf of Callcraft. Industry: plumbing.',
    }));
    const inserted = await db.insert(leads).values(chunk).returning({ id: leads.id, rowNumber: leads.rowNumber });
    ids.push(...inserted.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0)).map((r) => r.id));
  }
  return { campaignId: campaign.id, leadIds: ids };
}

/**
 * Each lead's call status and attempt count (what the lead row keeps) beside what its latest live
 * attempt reported, read from `calls` as the calls feature's latestLeadCall reads it (the lead row
 * keeps no copy of its last call since migration 0014).
 */
export async function leadStatuses(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: leads.id, callStatus: leads.callStatus, attempts: leads.callAttempts })
    .from(leads)
    .where(inArray(leads.id, ids));
  const latest = await db
    .selectDistinctOn([calls.leadId], {
      leadId: calls.leadId,
      endReason: calls.endReason,
      transcript: calls.transcript,
      answeredBy: calls.answeredBy,
    })
    .from(calls)
    .where(
      and(
        inArray(calls.leadId, ids),
        eq(calls.purpose, 'campaign'),
        inArray(calls.status, [...FINISHED_CALL_STATUSES]),
      ),
    )
    .orderBy(calls.leadId, sql`${calls.completedAt} desc nulls last`, desc(calls.createdAt));
  const byLead = new Map(latest.map((c) => [c.leadId, c]));
  return rows.map((r) => {
    const c = byLead.get(r.id);
    return {
      ...r,
      endReason: c?.endReason ?? null,
      transcript: c?.transcript ?? null,
      answeredBy: c?.answeredBy ?? null,
    };
  });
}

/** A time zone whose local time is inside calling hours now (08:00–21:00), so leads are callable at once. */
export function zoneOpenNow(now = new Date()): string {
  const hour = now.getUTCHours();
  return hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
}

/** How many of a campaign's leads are in each call status. */
export async function leadStatusCounts(db: Db, campaignId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ s: leads.callStatus, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.campaignId, campaignId))
    .groupBy(leads.callStatus);
  return Object.fromEntries(rows.map((r) => [r.s, Number(r.n)]));
}
