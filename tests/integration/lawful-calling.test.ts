import { zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '@common/dispatch/registry';
import { SKIP_REASONS } from '@common/dispatch/schemas';
import { consentAttestations, leads } from '../../src/server/db/schema';
import type { Clock } from '../../src/server/context';
import { startFakeBland, type FakeBland } from '../fakes/bland';
import { insertReadyCampaign } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Lawful calling against the real server: a HubSpot-style export (no time-zone column) imported, its
// zones resolved by State / ZIP column or area code, the Florida rule at 20:30, the registry copy
// imported from a zip and a change list, and the checks before a dispatch that rings real phones.

const PASSWORD = 'lawful-calling-pw';
/** 20:30 in New York and Miami (EDT), 19:30 in Chicago and Tulsa. */
const T0 = new Date('2026-03-10T00:30:00Z');

const HUBSPOT = [
  'First Name,Last Name,Email,Phone Number,Company Name,Website URL,State/Region,Postal Code,Marketing consent,Consent date',
  'Ann,Lee,ann@acme.example,(212) 555-0101,Acme,acme.example,,,,',
  'Bo,Ng,bo@beta.example,(305) 555-0102,Beta,beta.example,,,,', // Miami: Florida rule
  'Cy,Oh,cy@gamma.example,(917) 555-0103,Gamma,gamma.example,Oklahoma,,,', // State column says OK
  'Di,Ko,di@delta.example,(646) 555-0104,Delta,delta.example,,73301,,', // ZIP says Texas (CT + MT)
  'Ed,Li,ed@eps.example,(718) 555-0105,Eps,eps.example,,,express written,2026-01-04', // on the registry, written consent
  'Fa,Wu,fa@zeta.example,(347) 555-0106,Zeta,zeta.example,,,yes,2026-01-04', // on the registry, no written consent
].join('\n');

const zipOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, new TextEncoder().encode(v)])));

describe('lawful calling (Sandbox)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const clock: Clock = { now: () => T0 };

  beforeAll(async () => {
    server = await startTestServer({ clock, env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  const registry = (body: Uint8Array, query: string) =>
    send(server, jar, `/api/admin/do-not-call/registry?${query}`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { 'content-type': 'application/zip' },
    });

  it('imports the export with its State, ZIP and consent columns and previews by source', async () => {
    const fd = new FormData();
    fd.append('name', 'HubSpot export');
    fd.append('file', new Blob([HUBSPOT]), 'hubspot.csv');
    const imported = await (
      await send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd })
    ).json();
    expect(imported.leadCount).toBe(6);
    const campaignId = imported.campaignId as string;
    const rows = await server.ctx.db.select().from(leads).where(eq(leads.campaignId, campaignId));
    expect(rows.find((r) => r.email === 'cy@gamma.example')).toMatchObject({ region: 'Oklahoma', postalCode: null });
    expect(rows.find((r) => r.email === 'ed@eps.example')).toMatchObject({
      consent: 'express written',
      consentDate: '2026-01-04',
    });
    await server.ctx.db
      .update(leads)
      .set({ enrichmentStatus: 'enriched', voiceClone: 'sandbox-maya' })
      .where(eq(leads.campaignId, campaignId));

    // The registry: a full list of area code 718 (zip, "area code,number" lines) and 347 (10 digits).
    const full = await registry(
      zipOf({ '718.txt': '718,5550105\n718,5550999\n', '347.txt': '3475550106\n' }),
      'kind=full&downloadDate=2026-03-01&fileName=dnc.zip',
    );
    expect(await full.json()).toEqual({ numbers: 3, changed: 3, skipped: 0, errors: [] });

    const preview = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    // Now: New York (area code, 20:30 < 21:00), Oklahoma (State column, 19:30 < 20:00), Texas (ZIP, both zones open), Ed (registry, written consent).
    expect(preview.now.count).toBe(4);
    expect(preview.now.sources).toEqual(
      expect.arrayContaining([
        { reason: 'by area code', count: 2 },
        { reason: 'by State column', count: 1 },
        { reason: 'by ZIP column: window legal in all of CT, MT', count: 1 },
      ]),
    );
    // Later: the Miami number at 20:30 its time (Florida: 8:00–20:00).
    expect(preview.later).toMatchObject({
      count: 1,
      reasons: [{ reason: 'Outside calling hours (8:00–20:00 local time)', count: 1 }],
      sources: [{ reason: 'by area code', count: 1 }],
    });
    // Never: the registry match without written consent.
    expect(preview.never).toMatchObject({ count: 1, reasons: [{ reason: SKIP_REASONS.registry, count: 1 }] });
    expect(preview.registry).toEqual({ downloadDate: '2026-03-01', stale: false });
    expect(preview.consent).toEqual({ needed: false, attestation: null });

    // A change list deleting the number: callable again. A full list of 718 alone replaces 718's numbers.
    expect(
      await (
        await registry(
          new TextEncoder().encode('3475550106\n'),
          'kind=deletions&downloadDate=2026-03-08&fileName=del.txt',
        )
      ).json(),
    ).toMatchObject({ numbers: 1, changed: 1 });
    const after = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(after.never.count).toBe(0);
    expect(after.registry.downloadDate).toBe('2026-03-08');
    await registry(zipOf({ '718.txt': '7185550999\n' }), 'kind=full&downloadDate=2026-03-09');
    const status = await (await send(server, jar, '/api/admin/do-not-call/registry')).json();
    expect(status).toMatchObject({ downloadDate: '2026-03-09', numbers: 1, stale: false });
  });

  it('refuses a file with no registry number and changes nothing', async () => {
    const before = (await (await send(server, jar, '/api/admin/do-not-call/registry')).json()).numbers;
    const res = await registry(new TextEncoder().encode('hello\nworld\n'), 'kind=additions&downloadDate=2026-03-09');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/No registry numbers/);
    expect((await (await send(server, jar, '/api/admin/do-not-call/registry')).json()).numbers).toBe(before);
  });
});

describe('lawful calling (live voice provider)', () => {
  let fake: FakeBland;
  let server: TestServer;
  let jar: CookieJar;
  let now = new Date('2026-03-10T16:00:00Z'); // noon in New York
  const clock: Clock = { now: () => now };

  beforeAll(async () => {
    fake = await startFakeBland({ queuedMs: 100, talkMs: 200 });
    server = await startTestServer({
      clock,
      env: {
        ADMIN_PASSWORD: PASSWORD,
        BLAND_API_KEY: fake.apiKey,
        BLAND_API_URL: fake.baseUrl,
        BLAND_WEBHOOK_SECRET: fake.webhookSecret,
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('needs a registry copy at most 31 days old and the attestation before real phones ring; test mode needs neither', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Live', [
      { phoneE164: '+12125550150', voiceClone: '2f9fdbc7-4bf2-4792-8a18-21ce3c93978f' },
    ]);
    const dispatch = (json: unknown) =>
      send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, { method: 'POST', json });
    const preview = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(preview.consent).toEqual({ needed: true, attestation: null });

    let res = await dispatch({ testMode: false, consentAttestation: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(REGISTRY_MSG.missing);

    await send(server, jar, '/api/admin/do-not-call/registry?kind=full&downloadDate=2026-02-06', {
      method: 'POST',
      body: '2015550100\n',
      headers: { 'content-type': 'text/plain' },
    });
    res = await dispatch({ testMode: false, consentAttestation: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(REGISTRY_MSG.stale('2026-02-06')); // 32 days old
    now = new Date('2026-03-09T16:00:00Z'); // 31 days: current enough

    res = await dispatch({ testMode: false });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(REGISTRY_MSG.attestationNeeded);
    expect(await server.ctx.db.select().from(consentAttestations)).toHaveLength(0);

    res = await dispatch({ testMode: false, consentAttestation: true });
    expect(res.status).toBe(202);
    const [a] = await server.ctx.db
      .select()
      .from(consentAttestations)
      .where(eq(consentAttestations.campaignId, campaignId));
    expect(a).toMatchObject({
      attestedBy: expect.stringContaining('@'),
      text: expect.stringMatching(/prior express written consent .* AI voice/),
    });
    const shown = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-preview`)).json();
    expect(shown.consent.attestation).toMatchObject({ attestedBy: a.attestedBy });
    await expect.poll(() => fake.calls.size, { timeout: 10_000 }).toBe(1);
    const sent = [...fake.calls.values()][0].request;
    // The disclosure opens the prompt: the business, an AI assistant, stop requests honoured.
    expect(String(sent.task)).toMatch(/^You are an AI assistant calling on behalf of Callcraft\. .*stop calling/);

    const { campaignId: other } = await insertReadyCampaign(server.ctx.db, 'Test mode', [
      { phoneE164: '+12125550151' },
    ]);
    now = new Date('2026-06-01T16:00:00Z'); // registry long stale: test mode does not care
    expect(
      (
        await send(server, jar, `/api/admin/campaigns/${other}/dispatch-calls`, {
          method: 'POST',
          json: { testMode: true },
        })
      ).status,
    ).toBe(202);
  });
});
