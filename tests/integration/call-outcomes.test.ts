import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOutcomes, doNotCall, leads, webhookEndpoints, webhookOutbox } from '../../src/server/db/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai';
import { handleSeededCalls, seedCalledCampaign } from '../support/dev-queue-seed';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Call outcomes over HTTP: settings, Results, lead details, the admin's correction and
// the CSV export read back; then the LLM reader against the OpenAI fake (valid, malformed,
// refusal, 429 → the transcript reader).

const PASSWORD = 'outcomes-test-password';
const FIELDS = [
  { name: 'Decision maker', type: 'yes-no', description: 'Whether the callee decides', choices: [] },
  { name: 'Best time to call back', type: 'text', description: 'When to call back', choices: [] },
];

describe('call outcomes (Sandbox reader)', () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('keeps per-campaign dispositions and fields, refusing bad settings without changing the stored ones', async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'Settings');
    const def = await (await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`)).json();
    expect(def.dispositions).toContain('callback requested');
    expect(def.fields).toEqual([]);
    const put = await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`, {
      method: 'PUT',
      json: { ...def, fields: FIELDS },
    });
    expect(put.status).toBe(200);
    const bad = await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`, {
      method: 'PUT',
      json: { ...def, fields: [{ name: 'Plan', type: 'choice', choices: ['one'] }] },
    });
    expect(bad.status).toBe(400);
    expect((await (await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`)).json()).fields).toHaveLength(
      2,
    );
  });

  it('gives every finished call one outcome, shows it in lead details and Results, and exports it formula-safe', async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'Results');
    await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`, {
      method: 'PUT',
      json: {
        dispositions: ['interested', 'not interested', 'do not call', 'voicemail', 'no answer', 'busy', 'failed'],
        fields: FIELDS,
        experiment: null,
      },
    });
    await server.ctx.db
      .update(leads)
      .set({ companyName: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(leads.id, c.leadIds.interested));
    await handleSeededCalls(server.ctx, c);

    const details = await (await admin(`/api/admin/leads/${c.leadIds.interested}/call-details`)).json();
    expect(details.call.transcript[0]).toMatchObject({ speaker: 'agent' });
    expect(details.call.transcript[1]).toEqual({ speaker: 'callee', text: "Sure, I'd like to hear more about that." });
    expect(details.outcome).toMatchObject({
      disposition: 'interested',
      reader: 'sandbox',
      templateVersion: 'base',
      override: null,
    });
    expect(Object.keys(details.outcome.fields)).toEqual(['Decision maker', 'Best time to call back']);

    const results = await (await admin(`/api/admin/campaigns/${c.campaignId}/results`)).json();
    // 5 called leads: interested, not interested, opt-out (60 s), voicemail, no answer.
    expect(results.funnel).toEqual({ dialled: 5, answered: 3, conversation: 3, interested: 1, booked: 0 });
    expect(
      Object.fromEntries(
        results.dispositions.map((d: { disposition: string; count: number }) => [d.disposition, d.count]),
      ),
    ).toEqual({
      interested: 1,
      'not interested': 1,
      'do not call': 1,
      voicemail: 1,
      'no answer': 1,
    });
    expect(results.verdict.state).toBe('too-few');
    const filtered = await (await admin(`/api/admin/campaigns/${c.campaignId}/results?disposition=voicemail`)).json();
    expect(filtered.rows.map((r: { leadId: string }) => r.leadId)).toEqual([c.leadIds.voicemail]);
    expect(filtered.total).toBe(1);

    const csv = await admin(`/api/admin/campaigns/${c.campaignId}/results.csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const parsed = Papa.parse<string[]>((await csv.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(
      expect.arrayContaining(['disposition', 'summary', 'prompt_version', 'Decision maker', 'Best time to call back']),
    );
    expect(parsed).toHaveLength(6);
    const col = (name: string) => parsed[0].indexOf(name);
    const interested = parsed.find((r) => r[col('disposition')] === 'interested')!;
    expect(interested[col('company')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(interested[col('prompt_version')]).toBe('base');
  });

  it("keeps the admin's correction beside the reader's answer, with time; the Dev Queue follows the correction", async () => {
    const c = await seedCalledCampaign(server.ctx, 'Override');
    const before = await (await admin(`/api/admin/leads/${c.leadIds['not-interested']}/call-details`)).json();
    const res = await admin(`/api/admin/calls/${before.call.id}/disposition`, {
      method: 'POST',
      json: { disposition: 'Interested' },
    });
    expect(res.status).toBe(200);
    const o = await res.json();
    expect(o).toMatchObject({
      disposition: 'interested',
      readerDisposition: 'not interested',
      override: { disposition: 'interested' },
    });
    expect(Date.parse(o.override.at)).toBeGreaterThan(0);
    const queue = await (await admin(`/api/admin/campaigns/${c.campaignId}/qualified-leads`)).json();
    expect(queue.items.map((l: { leadId: string }) => l.leadId).sort()).toEqual(
      [c.leadIds.interested, c.leadIds['not-interested']].sort(),
    );
    expect(
      (
        await admin(`/api/admin/calls/${before.call.id}/disposition`, {
          method: 'POST',
          json: { disposition: 'maybe later' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin(`/api/admin/calls/00000000-0000-4000-8000-000000000000/disposition`, {
          method: 'POST',
          json: { disposition: 'interested' },
        })
      ).status,
    ).toBe(404);
  });

  it('an opt-out heard on a call feeds the do-not-call list by one policy, live or Sandbox, once', async () => {
    const phone = '+14155550102';
    // Earlier tests' seeds share the numbers: start from a list without them.
    await server.ctx.db.delete(doNotCall);
    const c = await seedCalledCampaign(server.ctx.db, 'Opt out');
    await handleSeededCalls(server.ctx, c);
    const listed = await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, phone));
    expect(listed).toMatchObject([{ source: 'call', note: 'Asked on a call not to be called again' }]);
    // Only the callee who asked: the other seeded numbers stay callable.
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, '+14155550101'))).toHaveLength(0);
    const d = await seedCalledCampaign(server.ctx.db, 'Opt out live', 'opt-out-live');
    await server.ctx.db.execute(
      sql`update calls set metadata = '{"mode":"live"}'::jsonb where lead_id = ${d.leadIds['opt-out']}`,
    );
    await handleSeededCalls(server.ctx, d);
    expect(await server.ctx.db.select().from(doNotCall).where(eq(doNotCall.phoneE164, phone))).toHaveLength(1);
  });

  it('emits call.completed with the outcome and lead.qualified for an interested call, once per call', async () => {
    // An endpoint listening (its address is never dialled here: only the outbox is read).
    await server.ctx.db.insert(webhookEndpoints).values({
      url: 'https://receiver.example/hook',
      events: ['call.completed', 'lead.qualified'],
      secret: 'whsec_test',
    });
    const c = await seedCalledCampaign(server.ctx.db, 'Events');
    await handleSeededCalls(server.ctx, c);
    await handleSeededCalls(server.ctx, c);
    const events = await server.ctx.db.select().from(webhookOutbox);
    const completed = events.filter(
      (e) => e.type === 'call.completed' && (e.payload as { campaignId?: string }).campaignId === c.campaignId,
    );
    expect(completed).toHaveLength(5);
    expect(completed.find((e) => e.payload.leadId === c.leadIds.interested)!.payload).toMatchObject({
      disposition: 'interested',
      reader: 'sandbox',
      templateVersion: 'base',
    });
    expect(typeof completed[0].payload.summary).toBe('string');
    const qualified = events.filter(
      (e) => e.type === 'lead.qualified' && (e.payload as { campaignId?: string }).campaignId === c.campaignId,
    );
    expect(qualified.map((e) => e.payload.leadId)).toEqual([c.leadIds.interested]);
  });

  it('reports experiment versions with Wilson intervals and stops an experiment keeping the winner', async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'Experiment');
    const experiment = {
      status: 'running',
      winner: null,
      variants: [
        { key: 'A', prompt: '', weight: 50 },
        { key: 'B', prompt: 'Hi {{firstName}} at {{companyName}}', weight: 50 },
      ],
    };
    const def = await (await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`)).json();
    expect(
      (
        await admin(`/api/admin/campaigns/${c.campaignId}/outcome-settings`, {
          method: 'PUT',
          json: { ...def, experiment },
        })
      ).status,
    ).toBe(200);
    await server.ctx.db.execute(
      sql`update calls set metadata = '{"templateVersion":"B"}'::jsonb where lead_id in (${c.leadIds.interested}, ${c.leadIds.voicemail})`,
    );
    await handleSeededCalls(server.ctx, c);
    const r = await (await admin(`/api/admin/campaigns/${c.campaignId}/results`)).json();
    const b = r.versions.find((v: { version: string }) => v.version === 'B');
    expect(b.leads).toBe(2);
    expect(b.interested).toMatchObject({ successes: 1, trials: 2, rate: 0.5 });
    expect(b.interested.low).toBeGreaterThan(0);
    expect(b.interested.high).toBeLessThan(1);
    expect(r.verdict).toMatchObject({ state: 'too-few' });
    expect(
      (await admin(`/api/admin/campaigns/${c.campaignId}/experiment/stop`, { method: 'POST', json: { winner: 'C' } }))
        .status,
    ).toBe(400);
    const stopped = await (
      await admin(`/api/admin/campaigns/${c.campaignId}/experiment/stop`, { method: 'POST', json: { winner: 'B' } })
    ).json();
    expect(stopped.experiment).toMatchObject({ status: 'stopped', winner: 'B' });
  });
});

describe('call outcomes with the OpenAI adapter (fake)', () => {
  let fake: FakeOpenAi;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseUrl },
    });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const outcomeOf = async (leadId: string) =>
    (await server.ctx.db.select().from(callOutcomes).where(eq(callOutcomes.leadId, leadId)))[0];

  it("stores the model's structured answer (labelled llm) and sends it the campaign's dispositions as an enum; machines never reach it", async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'LLM valid');
    fake.set({
      content: () =>
        JSON.stringify({ disposition: 'callback requested', summary: 'Asked for a call next week.', fields: {} }),
    });
    await handleSeededCalls(server.ctx, c);
    expect(await outcomeOf(c.leadIds.interested)).toMatchObject({
      disposition: 'callback requested',
      reader: 'llm',
      summary: 'Asked for a call next week.',
    });
    expect(await outcomeOf(c.leadIds.voicemail)).toMatchObject({ disposition: 'voicemail', reader: 'sandbox' });
    // interested, not interested, opt-out: three conversations; voicemail and no answer are facts.
    expect(fake.requests).toHaveLength(3);
    const schema = fake.requests[0].body.response_format!.json_schema!.schema as {
      properties: { disposition: { enum: string[] } };
    };
    expect(schema.properties.disposition.enum).toContain('wrong person');
  });

  for (const behaviour of ['malformed', 'refusal', 'rate-limited'] as const) {
    it(`falls back to the transcript reader on ${behaviour}`, async () => {
      const c = await seedCalledCampaign(server.ctx.db, `LLM ${behaviour}`);
      fake.set({ behaviour, shouldRetry: false });
      await handleSeededCalls(server.ctx, c);
      expect(await outcomeOf(c.leadIds.interested)).toMatchObject({ disposition: 'interested', reader: 'sandbox' });
      expect(await outcomeOf(c.leadIds['opt-out'])).toMatchObject({ disposition: 'do not call', reader: 'sandbox' });
    });
  }

  it('an answer naming a disposition outside the list is malformed, never stored', async () => {
    const c = await seedCalledCampaign(server.ctx.db, 'LLM off-list');
    fake.set({ content: () => JSON.stringify({ disposition: 'very keen', summary: 'x', fields: {} }) });
    await handleSeededCalls(server.ctx, c);
    expect(await outcomeOf(c.leadIds.interested)).toMatchObject({ disposition: 'interested', reader: 'sandbox' });
  });
});
