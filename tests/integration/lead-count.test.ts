import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLeads, insertImportingCampaign } from '../../src/server/features/campaigns/lead-bulk.repo';
import type { LeadToInsert } from '../../src/server/features/campaigns/campaigns.repo';
import { findLeadCount } from '../../src/server/features/campaigns/lead-list.repo';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// campaigns.lead_count, which the lead list shows as an unsearched campaign's total, is kept by
// triggers on leads: it must equal count(*) after every kind of write, and a write rolled back
// must leave it as it was (either lane).

describe('the lead count kept on the campaign', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.drop());

  const q = async (text: string, values: unknown[] = []) =>
    (await db.database.sql.query(text, values)).rows as Array<Record<string, unknown>>;
  const campaign = async (name: string) =>
    String((await q(`insert into campaigns (name) values ($1) returning id`, [name]))[0].id);
  const addLeads = (campaignId: string, n: number, tag = 'x') =>
    q(
      `insert into leads (campaign_id, email) select $1, $2 || g || '@count.example' from generate_series(1, $3::int) g`,
      [campaignId, `${tag}-${campaignId.slice(0, 8)}-`, n],
    );
  /** Every campaign whose kept count differs from its rows. */
  const drift = () =>
    q(`select c.id, c.lead_count, (select count(*)::int from leads l where l.campaign_id = c.id) as actual
       from campaigns c where c.lead_count <> (select count(*) from leads l where l.campaign_id = c.id)`);

  it('follows inserts, deletes, moves and truncation, one statement across campaigns included', async () => {
    const a = await campaign('Count A');
    const b = await campaign('Count B');
    await addLeads(a, 30);
    await addLeads(b, 5);
    expect(await findLeadCount(db.database.db, a)).toBe(30);
    expect(await findLeadCount(db.database.db, b)).toBe(5);

    await q(`delete from leads where campaign_id in ($1, $2) and email like '%1@count.example'`, [a, b]);
    await q(`update leads set campaign_id = $2 where id in (select id from leads where campaign_id = $1 limit 4)`, [
      a,
      b,
    ]);
    await q(`update leads set call_status = 'calling' where campaign_id = $1`, [b]);
    expect(await drift()).toEqual([]);
    expect(await findLeadCount(db.database.db, b)).toBe(4 + 4);

    await q('truncate leads cascade');
    expect(await findLeadCount(db.database.db, a)).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('is unchanged by a write that is rolled back', async () => {
    const c = await campaign('Count rollback');
    await addLeads(c, 3);
    await expect(
      db.database.db.transaction(async (tx) => {
        await tx.execute(`insert into leads (campaign_id, email) values ('${c}', 'gone@count.example')`);
        await tx.execute(`delete from leads where campaign_id = '${c}' and email like 'x-%'`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await findLeadCount(db.database.db, c)).toBe(3);
  });

  it("counts an import's committed batches, hides the campaign while it imports, and lets a campaign be deleted", async () => {
    const campaignId = await insertImportingCampaign(
      db.database.db,
      { name: 'Count import', source: 'csv', createdBy: null },
      null,
    );
    const lead = (i: number): LeadToInsert => ({
      ...{ rowNumber: i + 2, email: `imp${i}@count.example`, firstName: 'Pat', lastName: 'Lee', phoneNumber: '' },
      ...{ phoneE164: null, phoneColumn: null, companyName: 'Co', website: '', industry: '', timezone: null },
      ...{ region: null, postalCode: null, consent: null, consentDate: null, consentSource: null },
    });
    async function* batches() {
      for (let b = 0; b < 3; b++) yield Array.from({ length: 200 }, (_, i) => lead(b * 200 + i));
    }
    expect(await appendLeads(db.database, campaignId, batches())).toBe(600);
    expect(await findLeadCount(db.database.db, campaignId)).toBeNull();
    expect((await q(`select lead_count from campaigns where id = $1`, [campaignId]))[0].lead_count).toBe(600);
    await q(`delete from campaigns where id = $1`, [campaignId]);
    expect(await q(`select 1 from leads where campaign_id = $1`, [campaignId])).toEqual([]);
    expect(await drift()).toEqual([]);
  });
});
