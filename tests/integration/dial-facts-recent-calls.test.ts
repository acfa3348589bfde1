import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findDialRow, lockCandidates } from '../../src/server/features/dispatch/dispatch.repo';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';

// The daily cap's facts (Florida: 3 calls to a number in 24 h) come from the database: calls to
// the lead's number in the lead's campaign in the 24 hours before now. One lateral index lookup
// per lead (dispatch.repo.ts recentCalls); these are the counts it must give.

describe("a lead's calls in the last 24 hours", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t?.drop());

  it('counts its campaign calls to that number within 24 h only, with the first one, in the claim and the single lookup', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-24T17:00:00Z');
    const { campaignId, leadIds } = await insertReadyCampaign(db, 'Cap', [
      { phoneE164: testPhone(1), timezone: 'UTC' },
      { phoneE164: testPhone(2), timezone: 'UTC' },
    ]);
    const { campaignId: other } = await insertReadyCampaign(db, 'Other', [
      { phoneE164: testPhone(9), timezone: 'UTC' },
    ]);
    const call = (campaign: string, phone: string, at: string) =>
      db.execute(sql`insert into calls (purpose, provider, phone_number, prompt, status, campaign_id, created_at)
        values ('campaign', 'sandbox', ${phone}, 'p', 'completed', ${campaign}, ${at}::timestamptz)`);
    await call(campaignId, testPhone(1), '2026-11-24T09:00:00Z');
    await call(campaignId, testPhone(1), '2026-11-23T18:00:00Z'); // the first within 24 h
    await call(campaignId, testPhone(1), '2026-11-24T16:59:00Z');
    await call(campaignId, testPhone(1), '2026-11-23T16:59:00Z'); // 24 h and a minute ago: not counted
    await call(other, testPhone(1), '2026-11-24T10:00:00Z'); // another campaign: not counted
    await call(campaignId, testPhone(3), '2026-11-24T10:00:00Z'); // another number

    const one = await findDialRow(db, campaignId, leadIds[0], now);
    expect(one).toMatchObject({ callsLast24h: 3 });
    expect(new Date(one!.firstCallLast24h!).toISOString()).toBe('2026-11-23T18:00:00.000Z');
    const none = await findDialRow(db, campaignId, leadIds[1], now);
    expect(none).toMatchObject({ callsLast24h: 0, firstCallLast24h: null });

    const claimed = await db.transaction((tx) => lockCandidates(tx, campaignId, now, 10));
    const byId = new Map(claimed.map((r) => [r.id, r]));
    expect(byId.get(leadIds[0])?.callsLast24h).toBe(3);
    expect(byId.get(leadIds[1])?.callsLast24h).toBe(0);
    expect(claimed).toHaveLength(2); // one row per lead: the lookup never multiplies leads
  });
});
