import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

const PASSWORD = 'campaigns-admin-pw';

describe('campaign import and create', () => {
  let server: TestServer;
  let jar: CookieJar;
  const q = async (text: string, values: unknown[] = []) => (await server.ctx.database.sql.query(text, values)).rows as Record<string, unknown>[];
  const upload = (name: string | null, body: string | Uint8Array, fileName = 'leads.csv', query = '') => {
    const fd = new FormData();
    if (name !== null) fd.append('name', name);
    fd.append('file', new Blob([body]), fileName);
    return send(server, jar, `/api/admin/campaigns/import${query}`, { method: 'POST', body: fd });
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('imports a plain CSV into a campaign with its leads', async () => {
    const res = await upload('Spring', 'Email,First Name,Last Name,Company,Phone,Website\na@x.com,Ann,Lee,Acme,(415) 555-0100,acme.com\nb@x.com,Bo,Ng,Beta,,\n');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ campaignId: expect.any(String), leadCount: 2, skippedCount: 0 });
    const rows = await q('select email, first_name, phone_number, phone_e164, row_number from leads where campaign_id = $1 order by row_number', [body.campaignId]);
    expect(rows).toEqual([
      { email: 'a@x.com', first_name: 'Ann', phone_number: '(415) 555-0100', phone_e164: '+14155550100', row_number: 2 },
      { email: 'b@x.com', first_name: 'Bo', phone_number: '', phone_e164: null, row_number: 3 },
    ]);
  });

  it('refuses a file with row errors, writing nothing', async () => {
    const before = await q('select count(*)::int n from campaigns');
    const res = await upload('Bad', 'email,name\n,x\nnope\na@x.com\nA@X.com\n');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: '3 rows have errors', errors: ['Row 2: Missing email', 'Row 3: Invalid email format', 'Row 5: Duplicate email (first seen in row 4)'], errorCount: 3 });
    expect(await q('select count(*)::int n from campaigns')).toEqual(before);
  });

  it('creates through the JSON call', async () => {
    const res = await send(server, jar, '/api/admin/campaigns/create', { method: 'POST', json: { name: 'J', leads: [{ email: 'j@x.com', firstName: 'J' }] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ leadCount: 1 });
  });
});
