import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOutcomes, calls } from '../../src/server/db/schema';
import { exportPage, resultRows, type ResultRow } from '../../src/server/features/outcomes/results.repo';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// The CSV export reads a page at a time with one query (exportPage: the page's leads, then their
// outcomes as one range, latest per lead). It must give exactly the rows the per-lead lookup of the
// Results view gives (resultRows), across page boundaries, with leads never called, a lead whose
// second outcome is the latest, an admin's override, and a neighbouring campaign's outcomes in the
// same id range.

describe('results export pages', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => testDb?.drop());

  it('equal the per-lead lookup, page after page', async () => {
    const db = testDb.database.db;
    const seed = async (name: string, n: number, from: number) => {
      const { campaignId, leadIds } = await insertReadyCampaign(
        db,
        name,
        Array.from({ length: n }, (_, i) => ({ phoneE164: testPhone(from + i) })),
      );
      const t0 = Date.now() - 3600_000;
      for (const [i, leadId] of leadIds.entries()) {
        if (i % 5 === 4) continue; // never called
        const attempts = i % 3 === 0 ? 2 : 1;
        for (let a = 1; a <= attempts; a++) {
          const at = new Date(t0 + (i * 10 + a) * 1000);
          const [call] = await db
            .insert(calls)
            .values({
              purpose: 'campaign',
              provider: 'sandbox',
              phoneNumber: testPhone(from + i),
              prompt: 'You are Ava.',
              status: 'completed',
              durationSeconds: 10 * a + i,
              answeredBy: a === attempts ? 'human' : 'voicemail',
              recordingUrl: `https://rec.example/${name}/${i}/${a}.mp3`,
              leadId,
              campaignId,
              attempt: a,
              completedAt: at,
            })
            .returning({ id: calls.id });
          await db.insert(callOutcomes).values({
            callId: call.id,
            leadId,
            campaignId,
            disposition: a === attempts ? 'interested' : 'voicemail',
            summary: `${name} lead ${i} attempt ${a}, "quoted", with a comma`,
            fields: { 'Decision maker': i % 2 === 0, 'Best time': a === attempts ? 'Tuesday' : '' },
            reader: 'sandbox',
            templateVersion: a === 1 ? 'A' : 'B',
            overrideDisposition: i === 7 && a === attempts ? 'not interested' : null,
            createdAt: at,
          });
        }
      }
      return campaignId;
    };
    const campaignId = await seed('Export', 23, 8000);
    await seed('Neighbour', 17, 8100);

    const expected = await resultRows(db, campaignId, { limit: 1000, withoutOutcome: true });
    const walked: ResultRow[] = [];
    for (let after: string | null = null; ;) {
      const page = await exportPage(db, campaignId, after, 5);
      walked.push(...page);
      if (page.length < 5) break;
      after = page[page.length - 1].leadId;
    }
    expect(expected).toHaveLength(23);
    expect(walked).toEqual(expected);
    // The latest outcome wins; the override is what is exported; the uncalled lead has empty cells.
    expect(walked.filter((r) => r.disposition === 'interested')).toHaveLength(18);
    expect(walked.filter((r) => r.disposition === 'not interested')).toHaveLength(1);
    expect(walked.filter((r) => r.disposition === '' && r.durationSeconds === null)).toHaveLength(4);
    expect(walked.some((r) => r.version === 'B' && r.answeredBy === 'human')).toBe(true);
    expect(await exportPage(db, campaignId, walked[22].leadId, 5)).toEqual([]);
  });
});
