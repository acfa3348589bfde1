import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

const PASSWORD = 'campaigns-admin-pw';

describe('campaign import and create', () => {
  let server: TestServer;
  let jar: CookieJar;
  const q = async (text: string, values: unknown[] = []) =>
    (await server.ctx.database.sql.query(text, values)).rows as Record<string, unknown>[];
  const upload = (name: string | null, body: string | Uint8Array, fileName = 'leads.csv', query = '') => {
    const fd = new FormData();
    if (name !== null) fd.append('name', name);
    fd.append('file', new Blob([body as BlobPart]), fileName);
    return send(server, jar, `/api/admin/campaigns/import${query}`, { method: 'POST', body: fd });
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('reports phones it cannot read as a warning with a count, and lists them as a downloadable CSV', async () => {
    const csv =
      'Email,Company,Phone\na@x.com,Acme,+1 212 555 0123\nb@x.com,Beta,call reception\nc@x.com,Gamma,\nd@x.com,"=cmd|x",12345\n';
    const res = await upload('Phones', csv);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ leadCount: 4, skippedCount: 0, unreadablePhoneCount: 2 });
    const list = await send(server, jar, `/api/admin/campaigns/${body.campaignId}/unreadable-phones.csv`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/csv');
    expect(list.headers.get('content-disposition')).toContain('unreadable_phones.csv');
    const lines = (await list.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Row,Email,Company,Phone');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toBe('3,b@x.com,Beta,call reception');
    expect(lines[2]).toMatch(/^5,d@x\.com,.*'=cmd\|x.*,12345$/);
    const missing = await send(
      server,
      jar,
      '/api/admin/campaigns/00000000-0000-4000-8000-000000000000/unreadable-phones.csv',
    );
    expect(missing.status).toBe(404);
  });

  it('imports a plain CSV into a campaign with its leads', async () => {
    const res = await upload(
      'Spring',
      'Email,First Name,Last Name,Company,Phone,Website\na@x.com,Ann,Lee,Acme,(415) 555-0100,acme.com\nb@x.com,Bo,Ng,Beta,,\n',
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      campaignId: expect.any(String),
      leadCount: 2,
      skippedCount: 0,
      unreadablePhoneCount: 0,
      sharedLeadCount: 0,
    });
    const rows = await q(
      'select email, first_name, phone_number, phone_e164, row_number from leads where campaign_id = $1 order by row_number',
      [body.campaignId],
    );
    expect(rows).toEqual([
      {
        email: 'a@x.com',
        first_name: 'Ann',
        phone_number: '(415) 555-0100',
        phone_e164: '+14155550100',
        row_number: 2,
      },
      { email: 'b@x.com', first_name: 'Bo', phone_number: '', phone_e164: null, row_number: 3 },
    ]);
  });

  it('refuses a file with row errors, writing nothing', async () => {
    const before = await q('select count(*)::int n from campaigns');
    const res = await upload('Bad', 'email,name\n,x\nnope\na@x.com\nA@X.com\n');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: '3 rows have errors',
      errors: ['Row 2: Missing email', 'Row 3: Invalid email format', 'Row 5: Duplicate email (first seen in row 4)'],
      errorCount: 3,
    });
    expect(await q('select count(*)::int n from campaigns')).toEqual(before);
  });

  it('creates through the JSON call', async () => {
    const res = await send(server, jar, '/api/admin/campaigns/create', {
      method: 'POST',
      json: { name: 'J', leads: [{ email: 'j@x.com', firstName: 'J' }] },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ leadCount: 1 });
  });

  it('JSON create applies the same row rules (rows numbered as CSV rows) and skipInvalid', async () => {
    const leads = [{ email: 'k1@x.com' }, { email: 'bad' }, { email: 'K1@x.com', timezone: 'Nowhere/City' }];
    const res = await send(server, jar, '/api/admin/campaigns/create', { method: 'POST', json: { name: 'J2', leads } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: '2 rows have errors',
      errors: ['Row 3: Invalid email format', "Row 4: Unknown time zone 'Nowhere/City'"],
      errorCount: 2,
    });
    const ok = await send(server, jar, '/api/admin/campaigns/create', {
      method: 'POST',
      json: { name: 'J2', leads, skipInvalid: true },
    });
    expect(await ok.json()).toMatchObject({ leadCount: 1, skippedCount: 2 });
    const none = await send(server, jar, '/api/admin/campaigns/create', {
      method: 'POST',
      json: { name: 'J3', leads: [] },
    });
    expect(await none.json()).toMatchObject({ error: 'No valid leads found in CSV', errorCount: 0 });
    const long = await send(server, jar, '/api/admin/campaigns/create', {
      method: 'POST',
      json: { name: 'J4', leads: [{ email: 'a'.repeat(400) }] },
    });
    expect(long.status).toBe(400);
  });

  it('lists campaigns with counts aggregated from leads and calls; PATCH walks draft → active → paused → active', async () => {
    const created = await (await upload('Counts', 'email\nc1@x.com\nc2@x.com\nc3@x.com\n')).json();
    const id = created.campaignId as string;
    const leadIds = (await q('select id from leads where campaign_id = $1 order by row_number', [id])).map((r) => r.id);
    await q(`update leads set call_status = 'completed' where id = any($1::uuid[])`, [[leadIds[0], leadIds[1]]]);
    let n = 0;
    // Figures by common/outreach/figures.ts: a dialled call has the provider's id; success is an
    // answered call read as positive.
    const call = async (leadId: unknown, status: string, disposition: string) => {
      const [{ id: callId }] = await q(
        `insert into calls (purpose, provider, provider_call_id, phone_number, prompt, status, lead_id)
         values ('campaign', 'sandbox', $3, '+1', 'p', $1, $2) returning id`,
        [status, leadId, `counts-${++n}`],
      );
      await q(
        `insert into call_outcomes (call_id, lead_id, campaign_id, disposition, summary, fields, reader, template_version)
         values ($1, $2, $3, $4, '', '{}', 'sandbox', 'v1')`,
        [callId, leadId, id, disposition],
      );
    };
    await call(leadIds[0], 'failed', 'failed');
    await call(leadIds[0], 'completed', 'interested');
    await call(leadIds[1], 'failed', 'failed');
    const list = await (await send(server, jar, '/api/admin/campaigns')).json();
    expect(list[0]).toMatchObject({
      id,
      name: 'Counts',
      status: 'draft',
      totalLeads: 3,
      processedLeads: 2,
      successfulCalls: 1,
      failedCalls: 1,
    });
    const patch = (status: string) =>
      send(server, jar, `/api/admin/campaigns/${id}`, { method: 'PATCH', json: { status } });
    expect((await patch('paused')).status).toBe(409);
    expect(await (await patch('active')).json()).toMatchObject({ status: 'active' });
    expect(await (await patch('paused')).json()).toMatchObject({ status: 'paused' });
    expect(await (await patch('active')).json()).toMatchObject({ status: 'active' });
    expect((await patch('draft')).status).toBe(409);
    expect(
      (
        await send(server, jar, '/api/admin/campaigns/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          json: { status: 'active' },
        })
      ).status,
    ).toBe(404);
    expect((await send(server, jar, '/api/admin/campaigns/not-a-uuid')).status).toBe(400);
    expect(await (await send(server, jar, `/api/admin/campaigns/${id}`)).json()).toMatchObject({
      id,
      status: 'active',
      totalLeads: 3,
    });
  });

  it('pages, sorts and searches leads on the server, with the total', async () => {
    const rows = Array.from(
      { length: 25 },
      (_, i) => `p${String(i).padStart(2, '0')}@x.com,Name${i},${i % 2 ? 'Odd Co' : 'Even 50% Co'}`,
    );
    const { campaignId } = await (await upload('Paging', `email,first name,company\n${rows.join('\n')}\n`)).json();
    const get = async (qs: string) =>
      (await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?${qs}`)).json();
    const p2 = await get('page=2&pageSize=10');
    expect(p2).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(p2.items.map((l: { rowNumber: number }) => l.rowNumber)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect((await get('pageSize=3&sort=-email')).items.map((l: { email: string }) => l.email)).toEqual([
      'p24@x.com',
      'p23@x.com',
      'p22@x.com',
    ]);
    const found = await get('q=50%25&pageSize=200');
    expect(found.total).toBe(13);
    expect((await get('q=name7')).total).toBe(1);
    expect((await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?pageSize=500`)).status).toBe(400);
    expect((await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?sort=password`)).status).toBe(400);
    expect((await send(server, jar, '/api/admin/campaigns/00000000-0000-4000-8000-000000000000/leads')).status).toBe(
      404,
    );
    const all = await (await send(server, jar, '/api/admin/leads?q=p24@x.com')).json();
    expect(all).toMatchObject({ total: 1, items: [{ email: 'p24@x.com', campaignId }] });
  });
});
