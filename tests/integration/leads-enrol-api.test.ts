import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import { registryKey } from '@common/dispatch/registry';
import type { TEnrolLeadsResponse } from '@common/public-api/schemas';
import { dncRegistry, doNotCall } from '../../src/server/db/schema';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { itRaces } from '../support/races';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// POST /api/v1/campaigns/{id}/leads: the CSV import's rules and messages per lead, duplicates
// answered with the existing id, the do-not-call gates, and Idempotency-Key retries (20 at once on
// PostgreSQL) that create nothing twice.

const PASSWORD = 'enrol-api-password';

describe('lead enrolment API', () => {
  let server: TestServer;
  let jar: CookieJar;
  let writer: TCreatedApiKey;
  let reader: TCreatedApiKey;
  let campaignId: string;
  let existingId: string;

  const enrol = (key: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
    server.request(`/api/v1/campaigns/${id}/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, ...headers },
      json: body,
    });
  const makeKey = async (name: string, scopes: string[]) =>
    (await (
      await send(server, jar, '/api/admin/api-keys', { method: 'POST', json: { name, scopes } })
    ).json()) as TCreatedApiKey;
  const leadCount = async () =>
    Number(
      (
        await server.ctx.database.sql.query<{ n: string }>('select count(*) as n from leads where campaign_id = $1', [
          campaignId,
        ])
      ).rows[0].n,
    );

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, API_KEY_RATE_LIMIT_PER_MINUTE: '1000' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    writer = await makeKey('Writer', ['leads:write']);
    reader = await makeKey('Reader', ['calls:read']);
    const seeded = await insertCampaignWithLeads(server.ctx.db, 'Enrolment target', [
      { email: 'Existing@Example.com' },
    ]);
    campaignId = seeded.campaignId;
    existingId = seeded.leadIds[0];
    await server.ctx.db.insert(doNotCall).values({ phoneE164: '+14155550111', source: 'manual' });
    await server.ctx.db
      .insert(dncRegistry)
      .values([{ number: registryKey('+14155550122')! }, { number: registryKey('+14155550133')! }]);
  });
  afterAll(async () => server?.close());

  it('answers each lead: created, duplicate (existing id), invalid (the import message), blocked', async () => {
    const res = await enrol(writer.key, campaignId, {
      leads: [
        { email: 'new.one@example.com', firstName: 'Nia', phoneNumber: '(415) 555-0100', region: 'CA' },
        { email: 'existing@example.com' },
        { email: 'not-an-email' },
        { email: 'dnc@example.com', phoneNumber: '+1 415 555 0111' },
        { email: 'registry@example.com', phoneNumber: '+1 415 555 0122', consent: 'yes' },
        {
          email: 'written@example.com',
          phoneNumber: '+1 415 555 0133',
          consent: 'express written',
          consentDate: '2026-11-01',
        },
        { email: 'bad-tz@example.com', timezone: 'Mars/Olympus' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TEnrolLeadsResponse;
    const byIndex = body.results;
    expect(byIndex[0]).toMatchObject({ index: 0, status: 'created' });
    expect(byIndex[1]).toEqual({ index: 1, status: 'duplicate', leadId: existingId });
    expect(byIndex[2]).toMatchObject({ status: 'invalid', message: expect.stringMatching(/^Row 4: /) });
    expect(byIndex[3]).toMatchObject({ status: 'blocked', reason: 'do-not-call' });
    expect(byIndex[4]).toMatchObject({ status: 'blocked', reason: 'no-consent' });
    expect(byIndex[5]).toMatchObject({ status: 'created' });
    expect(byIndex[6]).toMatchObject({ status: 'invalid', message: expect.stringContaining('Mars/Olympus') });
    expect(body.counts).toEqual({ created: 2, duplicate: 1, invalid: 2, blocked: 2 });
    const { rows } = await server.ctx.database.sql.query<{
      email: string;
      phone_e164: string;
      region: string;
      consent: string;
    }>('select email, phone_e164, region, consent from leads where id = any($1::uuid[]) order by email', [
      [byIndex[0].leadId, byIndex[5].leadId],
    ]);
    expect(rows).toEqual([
      { email: 'new.one@example.com', phone_e164: '+14155550100', region: 'CA', consent: null },
      { email: 'written@example.com', phone_e164: '+14155550133', region: null, consent: 'express written' },
    ]);
  });

  it('gives the invalid message the CSV import gives for the same row', async () => {
    const { CsvLeadCollector } = await import('@common/campaigns/csv-leads');
    const c = new CsvLeadCollector();
    c.addRecord(['email']);
    c.addRecord(['ok@example.com']);
    c.addRecord(['no-at-sign.com']);
    const csvMessage = c.finish().errors[0];
    const res = await enrol(writer.key, campaignId, {
      leads: [{ email: 'ok2@example.com' }, { email: 'no-at-sign.com' }],
    });
    const body = (await res.json()) as TEnrolLeadsResponse;
    expect(body.results[1].message).toBe(csvMessage);
  });

  it('401 without a key, 403 without the scope, 404 for an unknown campaign, 413 above 1,000, 400 for none', async () => {
    const one = { leads: [{ email: 'x@example.com' }] };
    expect((await server.request(`/api/v1/campaigns/${campaignId}/leads`, { method: 'POST', json: one })).status).toBe(
      401,
    );
    expect(
      (await send(server, jar, `/api/v1/campaigns/${campaignId}/leads`, { method: 'POST', json: one })).status,
    ).toBe(401);
    expect((await enrol(reader.key, campaignId, one)).status).toBe(403);
    const unknown = await enrol(writer.key, '00000000-0000-4000-8000-000000000000', one);
    expect(unknown.status).toBe(404);
    const many = { leads: Array.from({ length: 1001 }, (_, i) => ({ email: `m${i}@example.com` })) };
    expect((await enrol(writer.key, campaignId, many)).status).toBe(413);
    expect((await enrol(writer.key, campaignId, { leads: [] })).status).toBe(400);
    const revoked = await makeKey('Revoked', ['leads:write']);
    await send(server, jar, `/api/admin/api-keys/${revoked.id}`, { method: 'DELETE' });
    expect((await enrol(revoked.key, campaignId, one)).status).toBe(401);
  });

  it('enrols 1,000 leads in one request', async () => {
    const big = {
      leads: Array.from({ length: 1000 }, (_, i) => ({
        email: `bulk${i}@example.com`,
        phoneNumber: `+1 212 555 ${String(1000 + i).slice(-4)}`,
      })),
    };
    const before = await leadCount();
    const started = performance.now();
    const res = await enrol(writer.key, campaignId, big);
    const ms = performance.now() - started;
    expect(res.status).toBe(200);
    expect(((await res.json()) as TEnrolLeadsResponse).counts.created).toBe(1000);
    expect(await leadCount()).toBe(before + 1000);
    console.log(`enrolled 1,000 leads in ${ms.toFixed(0)} ms (${server.ctx.database.driver})`);
  });

  it('a retry with the same Idempotency-Key returns the first answer and creates nothing', async () => {
    const body = { leads: [{ email: 'retry@example.com' }] };
    const first = (await (
      await enrol(writer.key, campaignId, body, { 'idempotency-key': 'retry-1' })
    ).json()) as TEnrolLeadsResponse;
    expect(first.results[0].status).toBe('created');
    const before = await leadCount();
    const again = await enrol(writer.key, campaignId, body, { 'idempotency-key': 'retry-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await leadCount()).toBe(before);
    // Without the key a repeat is still safe, only answered differently: the lead is a duplicate.
    const plain = (await (await enrol(writer.key, campaignId, body)).json()) as TEnrolLeadsResponse;
    expect(plain.results[0]).toEqual({ index: 0, status: 'duplicate', leadId: first.results[0].leadId });
    const changed = await enrol(
      writer.key,
      campaignId,
      { leads: [{ email: 'other@example.com' }] },
      { 'idempotency-key': 'retry-1' },
    );
    expect(changed.status).toBe(422);
  });

  itRaces('20 concurrent retries of one Idempotency-Key create one lead and all get the first answer', async () => {
    const body = { leads: [{ email: 'race@example.com', phoneNumber: '+1 415 555 0199' }] };
    const before = await leadCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => enrol(writer.key, campaignId, body, { 'idempotency-key': 'race-key' })),
    );
    const bodies = await Promise.all(
      answers.map(async (r) => ({ status: r.status, body: (await r.json()) as TEnrolLeadsResponse })),
    );
    expect(bodies.map((b) => b.status)).toEqual(Array(20).fill(200));
    const first = bodies[0].body;
    expect(first.results[0].status).toBe('created');
    for (const b of bodies) expect(b.body).toEqual(first);
    expect(await leadCount()).toBe(before + 1);
  });
});
