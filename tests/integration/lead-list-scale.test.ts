import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAD_COUNT_BOUND, LEAD_SORTS, ZLeadPage } from '../../src/common/campaigns/schemas';
import { pageIds, searchOf } from '../../src/server/features/campaigns/lead-list.repo';
import { SETTLE_AFTER_LEADS } from '../../src/server/features/campaigns/save-campaign';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// The lead list's trigram search and keyset (cursor) paging, on either database.

const PASSWORD = 'lead-scale-admin-pw';
type Page = {
  items: Array<{ id: string; email: string; companyName: string }>;
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

describe('lead list search and keyset paging', () => {
  let server: TestServer;
  let jar: CookieJar;
  const upload = async (name: string, csv: string) => {
    const fd = new FormData();
    fd.append('name', name);
    fd.append('file', new Blob([csv]), 'leads.csv');
    const res = await send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
    expect(res.status).toBe(200);
    return ((await res.json()) as { campaignId: string }).campaignId;
  };
  const get = async (campaignId: string, qs: string) => {
    const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?${qs}`);
    const body = (await res.json()) as Page;
    // The route sends JSON made without the zod response check (lead-page-json.ts): every page
    // here is held to the response schema instead.
    if (res.status === 200) ZLeadPage.parse(body);
    return { status: res.status, body };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('finds a lead by a fragment of each searched column, and by phone in any format typed', async () => {
    const csv = [
      'email,first name,last name,company,phone,website',
      'maria.gonzalez@brightdental.example,Maria,Gonzalez,Bright Dental Group,(415) 555-0142,brightdental-sf.example',
      'tom@otherco.example,Tom,Baker,Other Co,+44 20 7946 0958,otherco.example',
      'ann@thirdco.example,Ann,Lee,Third Co,212.555.0199,thirdco.example',
    ].join('\n');
    const id = await upload('Search', csv);
    const emails = async (q: string) => (await get(id, `q=${encodeURIComponent(q)}`)).body.items.map((l) => l.email);
    const maria = ['maria.gonzalez@brightdental.example'];
    // One fragment from inside each searched column (first, last, email, company, website).
    expect(await emails('ari')).toEqual(maria);
    expect(await emails('onzal')).toEqual(maria);
    expect(await emails('a.gonz')).toEqual(maria);
    expect(await emails('ght dent')).toEqual(maria);
    expect(await emails('dental-sf')).toEqual(maria);
    expect(await emails('MARIA GONZ')).toEqual(maria); // case-insensitive, across first + last name
    // The phone in three formats, none of them as stored: digits, dotted, E.164 with spaces.
    expect(await emails('4155550142')).toEqual(maria);
    expect(await emails('415.555.0142')).toEqual(maria);
    expect(await emails('+1 415 555 0142')).toEqual(maria);
    expect(await emails('555-0142')).toEqual(maria);
    expect(await emails('(212) 555-0199')).toEqual(['ann@thirdco.example']);
    expect(await emails('+442079460958')).toEqual(['tom@otherco.example']);
    expect(await emails('nobody-here')).toEqual([]);
    expect((await get(id, 'q=co.example')).body).toMatchObject({ total: 2, totalCapped: false });
  });

  it('searches through the trigram index (the query matches the indexed expression)', async () => {
    // Planner forced off sequential scans: if the search's expression did not match the index's,
    // the plan would still show a Seq Scan (or a filter over another index).
    for (const q of ['plan@x', '(415) 555-0142']) {
      const plan = await server.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select id from leads where ${searchOf(q)}`);
      });
      expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows), q).toContain('leads_search_trgm_idx');
    }
  });

  it('keyset pages over every sort (with ties) return every lead exactly once, in the order offset paging gives', async () => {
    // 137 leads, 4 companies, first names repeating: sorts by company, status and created-at are mostly ties.
    const rows = Array.from(
      { length: 137 },
      (_, i) => `k${i}@x.example,${['Zed', 'Amy', 'Bo'][i % 3]},${['Acme', 'Beta', 'Acme', 'Cyan'][i % 4]}`,
    );
    const id = await upload('Keyset', `email,first name,company\n${rows.join('\n')}\n`);
    for (const field of LEAD_SORTS) {
      for (const sort of [field, `-${field}`]) {
        const pages: string[][] = [];
        let cursor: string | null = null;
        do {
          const { status, body }: { status: number; body: Page } = await get(
            id,
            `pageSize=20&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(status).toBe(200);
          pages.push(body.items.map((l) => l.id));
          cursor = body.nextCursor;
        } while (cursor && pages.length < 20);
        const seen = pages.flat();
        expect(new Set(seen).size, sort).toBe(137);
        expect(seen.length, sort).toBe(137);
        const byOffset = (await get(id, `pageSize=200&sort=${sort}`)).body.items.map((l) => l.id);
        expect(seen, sort).toEqual(byOffset);
        // A search's first page (matched and counted in one statement) is sorted as the list is,
        // and its cursor goes on where the list's would.
        const searched = (await get(id, `pageSize=20&sort=${sort}&q=x.example`)).body;
        expect(
          searched.items.map((l) => l.id),
          `${sort} searched`,
        ).toEqual(pages[0]);
        expect(searched).toMatchObject({ total: 137, totalCapped: false });
        const after = await get(id, `pageSize=20&sort=${sort}&q=x.example&cursor=${searched.nextCursor}`);
        expect(
          after.body.items.map((l) => l.id),
          `${sort} searched, page 2`,
        ).toEqual(pages[1]);
        // A jump by page number (its ids found apart, then its rows) lands on the page the cursor reaches.
        for (let n = 2; n <= pages.length; n++)
          expect(
            (await get(id, `pageSize=20&sort=${sort}&page=${n}`)).body.items.map((l) => l.id),
            `${sort} page ${n}`,
          ).toEqual(pages[n - 1]);
      }
    }
  });

  it('pages by row number exactly once when some leads have none (they sort last, fetched apart)', async () => {
    const rows = Array.from({ length: 53 }, (_, i) => `n${i}@x.example,Co ${i}`);
    const id = await upload('Null rows', `email,company\n${rows.join('\n')}\n`);
    // Every writer sets row_number, but the column allows NULL: the cursor's split query must still
    // return those leads after the numbered ones, across a page boundary.
    await server.ctx.db.execute(
      sql`update leads set row_number = null where campaign_id = ${id} and email in ('n3@x.example', 'n20@x.example', 'n41@x.example', 'n50@x.example')`,
    );
    for (const sort of ['row', '-row']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const { body }: { body: Page } = await get(id, `pageSize=10&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...body.items.map((l) => l.id));
        cursor = body.nextCursor;
      } while (cursor && seen.length < 200);
      const byOffset = (await get(id, `pageSize=200&sort=${sort}`)).body.items.map((l) => l.id);
      expect(seen, sort).toEqual(byOffset);
      expect(new Set(seen).size, sort).toBe(53);
    }
  });

  it('an import of SETTLE_AFTER_LEADS leads leaves the table analysed and visible, so a jump reads the sort index alone', async () => {
    const rows = Array.from({ length: SETTLE_AFTER_LEADS }, (_, i) => `s${i}@settle.example,Settle Co ${i % 37}`);
    const id = await upload('Settle', `email,company\n${rows.join('\n')}\n`);
    const [table] = (
      await server.ctx.database.sql.query<{ reltuples: number; relpages: number; relallvisible: number }>(
        `select reltuples::float8 as reltuples, relpages, relallvisible from pg_class where relname = 'leads'`,
      )
    ).rows;
    // Never analysed nor vacuumed, PostgreSQL keeps -1 and 0 here (and PGlite has no autovacuum).
    expect(table.reltuples).toBeGreaterThanOrEqual(SETTLE_AFTER_LEADS);
    expect(table.relallvisible).toBeGreaterThan(0);
    for (const sort of ['companyName', 'email'] as const) {
      const query = { campaignId: id, sort, descending: false, limit: 20, offset: 500 };
      const plan = await server.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain ${pageIds(server.ctx.db, query)}`);
      });
      expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows), sort).toContain('Index Only Scan');
    }
  });

  it('refuses a cursor that is not one, or belongs to another sort, with a 400', async () => {
    const id = await upload('Cursor', 'email,company\na@x.example,A\nb@x.example,B\nc@x.example,C\n');
    const first = (await get(id, 'pageSize=1&sort=companyName')).body;
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await get(id, `pageSize=1&sort=row&cursor=${first.nextCursor}`)).status).toBe(400);
    expect((await get(id, 'pageSize=1&cursor=not-a-cursor')).status).toBe(400);
    const second = (await get(id, `pageSize=1&sort=companyName&cursor=${first.nextCursor}`)).body;
    expect(second.items.map((l) => l.companyName)).toEqual(['B']);
  });

  it('counts a search up to LEAD_COUNT_BOUND, then says "at least" (totalCapped)', async () => {
    const rows = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `${tag}${i}@bound.example,${tag} Co ${i}`).join('\n');
    const id = await upload(
      'Bound',
      `email,company\n${rows(LEAD_COUNT_BOUND, 'even')}\n${rows(LEAD_COUNT_BOUND + 1, 'over')}\n`,
    );
    expect((await get(id, 'q=even')).body).toMatchObject({ total: LEAD_COUNT_BOUND, totalCapped: false });
    const over = (await get(id, 'q=over')).body;
    expect(over).toMatchObject({ total: LEAD_COUNT_BOUND, totalCapped: true });
    expect(over.items).toHaveLength(50);
    // Unsearched, the campaign's own count is exact, whatever its size.
    expect((await get(id, 'page=1')).body).toMatchObject({ total: 2 * LEAD_COUNT_BOUND + 1, totalCapped: false });
  });

  it('tells a campaign that does not exist (404) from a search that matches nothing (an empty page)', async () => {
    const id = await upload('Missing', 'email,company\na@x.example,A\n');
    const none = await get(id, 'q=zzzz-nothing');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ items: [], total: 0, totalCapped: false });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const qs of ['page=1', 'q=a', 'callStatus=pending', 'q=zzzz-nothing'])
      expect((await get(missing, qs)).status).toBe(404);
  });
});
