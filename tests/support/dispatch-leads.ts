import { inArray } from 'drizzle-orm';
import { campaigns, leads } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

// Dispatch tests start from enriched leads (enrichment is tested on its own), written directly.

export interface ReadyLead {
  phoneE164: string;
  timezone?: string | null;
  voiceClone?: string | null;
  enrichmentStatus?: string;
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

export async function leadStatuses(db: Db, ids: string[]) {
  return db
    .select({
      id: leads.id,
      callStatus: leads.callStatus,
      attempts: leads.callAttempts,
      endReason: leads.callEndReason,
      transcript: leads.callTranscript,
      answeredBy: leads.callAnsweredBy,
    })
    .from(leads)
    .where(inArray(leads.id, ids));
}
