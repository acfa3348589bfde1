import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// The import's mapping step on Apollo- and HubSpot-shaped exports: phones fall back per row across
// the phone columns (work, mobile, other), the chosen column is kept on the lead and shown in its
// details, spreadsheet apostrophes are gone, and a mapping sent with the file replaces the proposal.

const PASSWORD = 'mapping-admin-pw';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/csv', name));

describe('CSV import with a column mapping', () => {
  let server: TestServer;
  let jar: CookieJar;
  const upload = (file: string, mapping?: unknown) => {
    const fd = new FormData();
    fd.append('name', file);
    if (mapping !== undefined) fd.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
    fd.append('file', new Blob([fixture(file) as BlobPart]), file);
    return send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
  };
  const leadsOf = async (campaignId: string) =>
    (await (await send(server, jar, `/api/admin/campaigns/${campaignId}/leads?pageSize=50`)).json()).items as Array<
      Record<string, unknown>
    >;
  const phones = (items: Array<Record<string, unknown>>) =>
    items.map((l) => [l.email, l.phoneNumber, l.phoneE164, l.phoneColumn]);

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('Apollo: work, then mobile, then other per row; the apostrophe is gone; a mobile-only contact keeps its mobile', async () => {
    const res = await upload('apollo-contacts.csv');
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ leadCount: 4, unreadablePhoneCount: 0 });
    expect(phones(await leadsOf(body.campaignId))).toEqual([
      ['dana@riverside-plumbing.com', '+1 212-555-0147', '+12125550147', 'Corporate Phone'],
      ['miguel@brightpath.io', '+1 646-555-0181', '+16465550181', 'Mobile Phone'],
      ['lena@ortizlogistics.com', '+1 312-555-0190', '+13125550190', 'Other Phone'],
      ['sam@kettlelabs.dev', '+1 503-555-0112', '+15035550112', 'Work Direct Phone'],
    ]);
  });

  it('HubSpot: "Phone Number" first, "Mobile Phone Number" when it is blank', async () => {
    const body = await (await upload('hubspot-contacts.csv')).json();
    const items = await leadsOf(body.campaignId);
    expect(items.map((l) => [l.phoneNumber, l.phoneColumn])).toEqual([
      ['(312) 555-0147', 'Phone Number'],
      ['+1 646 555 0199', 'Phone Number'],
      ['', null],
    ]);
  });

  it("the admin's mapping decides: mobile before corporate, the company from another column", async () => {
    const res = await upload('apollo-contacts.csv', {
      fields: { companyName: 'Company Name for Emails' },
      phones: ['Mobile Phone', 'Corporate Phone'],
    });
    expect(res.status).toBe(200);
    const items = await leadsOf((await res.json()).campaignId);
    expect(items.map((l) => [l.companyName, l.phoneNumber, l.phoneColumn])).toEqual([
      ['Riverside Plumbing', '+1 415-555-0123', 'Mobile Phone'],
      ['Brightpath', '+1 646-555-0181', 'Mobile Phone'],
      ['Ortiz Logistics', '', null],
      ['Kettle Labs', '+1 971-555-0133', 'Mobile Phone'],
    ]);
  });

  it('refuses a mapping that is not JSON, names unknown fields, or a column the file lacks', async () => {
    expect((await (await upload('apollo-contacts.csv', '{nope')).json()).error).toBe(
      'The column mapping is not valid JSON',
    );
    expect((await upload('apollo-contacts.csv', { fields: { password: 'Email' }, phones: [] })).status).toBe(400);
    const res = await upload('apollo-contacts.csv', { fields: {}, phones: ['Fax'] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The file has no column "Fax"');
  });
});
