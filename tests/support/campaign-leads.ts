import { campaigns, leads } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';

// Tests of enrichment need a campaign with leads; the CSV import (features/campaigns) is tested on
// its own, so these rows are written directly.

export interface TestLead {
  email?: string;
  companyName?: string;
  firstName?: string;
  lastName?: string;
  website?: string;
  industry?: string;
  phoneNumber?: string;
}

export async function insertCampaignWithLeads(
  db: Db,
  name: string,
  rows: TestLead[],
): Promise<{ campaignId: string; leadIds: string[] }> {
  const [campaign] = await db.insert(campaigns).values({ name }).returning({ id: campaigns.id });
  const ids: string[] = [];
  // Chunks keep each statement under Postgres's parameter limit for large benches.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r, j) => ({
      campaignId: campaign.id,
      rowNumber: i + j + 2,
      email: r.email ?? `lead${i + j}@example.com`,
      companyName: r.companyName ?? `Company ${i + j}`,
      firstName: r.firstName ?? 'Pat',
      lastName: r.lastName ?? 'Lee',
      website: r.website ?? '',
      industry: r.industry ?? '',
      phoneNumber: r.phoneNumber ?? '',
    }));
    const inserted = await db.insert(leads).values(chunk).returning({ id: leads.id, rowNumber: leads.rowNumber });
    ids.push(...inserted.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0)).map((r) => r.id));
  }
  return { campaignId: campaign.id, leadIds: ids };
}

/** Reads an SSE job stream to its end and answers the events. */
export async function readJobEvents(res: Response): Promise<Array<Record<string, any>>> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((b) => b.includes('data: '))
    .map((b) => JSON.parse(b.slice(b.indexOf('data: ') + 6)));
}
