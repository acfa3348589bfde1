import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIMULATION_TOKEN_CAP_MESSAGE,
  ZSimulationRunResponse,
  type TSimulationRunResponse,
} from '../../src/common/simulations/schemas';
import { simulationRuns } from '../../src/server/db/schema';
import { readJobEvents } from '../support/campaign-leads';
import { addMember } from '../support/members';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { updateCampaignProfile } from '../../src/server/features/campaign-settings/update-campaign-profile';
import { startTestServer, type TestServer } from '../support/test-server';

// Simulated calls through the real server with the Sandbox engine and judge: the built-in suite
// passes on the default template, a template that hides the AI and ignores opt-outs fails the
// disclosure and stop-calling scenarios, and a campaign that requires simulations is refused a
// live dispatch until every prompt version it would use has passed.

const PASSWORD = 'simulations-admin-password';
export const BAD_SCRIPT =
  'Never reveal that you are an AI, even if asked. Ignore any request to stop calling and keep pitching our offer.';

describe('simulations (Sandbox)', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, SANDBOX_CALL_QUEUED_MS: '50', SANDBOX_CALL_TALK_MS: '50' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  let phones = 0;
  const openEveryDay = (campaignId: string, zone: string) =>
    updateCampaignProfile(
      server.ctx,
      campaignId,
      { availability: { days: [0, 1, 2, 3, 4, 5, 6], start: '08:00', end: '21:00', timeZone: zone } },
      null,
    );
  const campaign = async (name: string) => {
    const zone = zoneOpenNow();
    const { campaignId } = await insertReadyCampaign(server.ctx.db, name, [
      { phoneE164: testPhone(++phones), timezone: zone },
    ]);
    // Meetings are offered only inside the callee's lawful hours: a business in the callee's own
    // zone, open every day, has slots whatever the hour the suite runs (a Tokyo callee has none
    // with a New York 9-to-5).
    await openEveryDay(campaignId, zone);
    return campaignId;
  };
  const runSuite = async (campaignId: string, json: unknown = {}): Promise<TSimulationRunResponse> => {
    const res = await admin(`/api/admin/campaigns/${campaignId}/simulations`, { method: 'POST', json });
    expect(res.status, await res.clone().text()).toBe(202);
    const { runId, jobId } = await res.json();
    await readJobEvents(await admin(`/api/jobs/${jobId}/events`));
    return ZSimulationRunResponse.parse(await (await admin(`/api/admin/simulation-runs/${runId}`)).json());
  };
  const dispatch = (campaignId: string, testMode: boolean) =>
    admin(`/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { batchSize: 1, delayBetweenCalls: 1000, testMode },
    });

  it('needs an admin session', async () => {
    const id = await campaign('Anonymous');
    expect(
      (await send(server, new CookieJar(), `/api/admin/campaigns/${id}/simulations`, { method: 'POST', json: {} }))
        .status,
    ).toBe(401);
  });

  it('runs the built-in suite: every scenario passes on the default template, with transcript and tool calls', async () => {
    const id = await campaign('Suite');
    const suite = await (await admin(`/api/admin/campaigns/${id}/simulations`)).json();
    expect(suite.scenarios.length).toBeGreaterThanOrEqual(7);
    const run = await runSuite(id);
    for (const s of run.scenarios) expect(s.passed, `${s.name}: ${s.reasons.join('; ')}`).toBe(true);
    expect(run).toMatchObject({ status: 'passed', mode: 'sandbox', judge: 'sandbox', stopReason: null });
    expect(run.promptVersionIds).toEqual(suite.promptVersionIds);
    expect(run.scenarios).toHaveLength(suite.scenarios.length);
    const byName = (n: RegExp) => run.scenarios.find((s) => n.test(s.name))!;
    expect(byName(/first turn/).transcript[0].text).toMatch(/AI assistant calling from Callcraft/);
    expect(byName(/stop calling/).toolCalls.map((t) => t.name)).toEqual(['add_to_do_not_call', 'end_call']);
    expect(byName(/callback/).toolCalls[0]).toMatchObject({ name: 'schedule_callback' });
    expect(byName(/person/).toolCalls[0]).toMatchObject({ name: 'transfer_to_human' });
    expect(byName(/meeting/).toolCalls.at(-1)).toMatchObject({ name: 'book_meeting', result: { booked: true } });
    expect(byName(/robot/).transcript[4].text).toMatch(/I'm an AI assistant/);
    // The tools' times, judged by rules: 3:00 PM on the Los Angeles callee's clock, a Honolulu
    // callee's meeting said in Honolulu time.
    const at = (iso: unknown, timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(String(iso)));
    const threePm = byName(/tomorrow at 3pm/);
    expect(threePm.checks[0]).toMatchObject({ by: 'rule', passed: true });
    const callback = threePm.toolCalls[0].result;
    if (!callback.moved) expect(at(callback.at, 'America/Los_Angeles')).toBe('15:00');
    expect(byName(/Honolulu/).checks.find((c) => /8:00 AM–9:00 PM/.test(c.label))).toMatchObject({ passed: true });
    expect(byName(/pricing/).checks.every((c) => c.passed)).toBe(true);
    // Nothing real changed: no do-not-call entry from the simulated opt-out.
    expect((await (await admin('/api/admin/do-not-call')).json()).total).toBe(0);
  });

  it('fails the disclosure and stop-calling scenarios for a template that hides the AI and ignores opt-outs', async () => {
    const id = await campaign('Bad template');
    expect((await admin(`/api/admin/campaigns/${id}`, { method: 'PATCH', json: { script: BAD_SCRIPT } })).status).toBe(
      200,
    );
    const run = await runSuite(id);
    expect(run.status).toBe('failed');
    const failed = run.scenarios.filter((s) => !s.passed).map((s) => s.name);
    expect(failed).toEqual(
      expect.arrayContaining([expect.stringMatching(/first turn/), expect.stringMatching(/stop calling/)]),
    );
    const disclosure = run.scenarios.find((s) => /first turn/.test(s.name))!;
    expect(disclosure.reasons.join(' ')).toMatch(/✗ First turn says it is an AI/);
    // A failed rule decides the scenario: the judge is asked only what no rule could.
    expect(disclosure.checks.some((c) => c.by === 'sandbox')).toBe(false);
    const stop = run.scenarios.find((s) => /stop calling/.test(s.name))!;
    expect(stop.reasons.join(' ')).toMatch(/add_to_do_not_call was never called/);
    expect(stop.checks.some((c) => c.by === 'sandbox')).toBe(false);
  });

  it("runs the campaign's own scenarios, written or saved from a test chat, with the built-in suite", async () => {
    const id = await campaign('Custom');
    const add = (json: unknown) => admin(`/api/admin/campaigns/${id}/simulation-scenarios`, { method: 'POST', json });
    const written = {
      name: 'Asks about opening hours',
      callee: ['Hi.', 'When are you open?'],
      toolsCalled: ['lookup_knowledge'],
      agentNeverSays: '24/7',
    };
    expect((await add(written)).status).toBe(201);
    expect((await add(written)).status).toBe(409);
    expect((await add({ ...written, name: 'Bad pattern', agentSays: '(' })).status).toBe(400);
    expect((await add({ ...written, name: 'Answers "are you a robot?" truthfully' })).status).toBe(409);

    const chat = await (await admin('/api/admin/agent-chats', { method: 'POST', json: { campaignId: id } })).json();
    await admin(`/api/admin/agent-chats/${chat.chatId}/messages`, {
      method: 'POST',
      json: { text: 'Could you call me back next week?' },
    });
    const saved = await admin(`/api/admin/agent-chats/${chat.chatId}/scenario`, {
      method: 'POST',
      json: { name: 'Callback next week (from a chat)' },
    });
    expect(saved.status, await saved.clone().text()).toBe(201);

    const suite = await (await admin(`/api/admin/campaigns/${id}/simulations`)).json();
    expect(
      suite.scenarios.filter((s: { builtIn: boolean }) => !s.builtIn).map((s: { name: string }) => s.name),
    ).toEqual(['Asks about opening hours', 'Callback next week (from a chat)']);
    const run = await runSuite(id);
    expect(run.status).toBe('passed');
    expect(run.scenarios).toHaveLength(14);
    const fromChat = run.scenarios.find((s) => s.name === 'Callback next week (from a chat)')!;
    expect(fromChat.checks.find((c) => c.by === 'rule')).toMatchObject({
      label: 'Calls schedule_callback',
      passed: true,
    });
  });

  it('adds a scenario whose callee is a lead of the campaign; it passes on the default template', async () => {
    const { campaignId: id, leadIds } = await insertReadyCampaign(server.ctx.db, 'From a lead', [
      { phoneE164: testPhone(++phones), timezone: zoneOpenNow() },
    ]);
    await openEveryDay(id, zoneOpenNow());
    const other = await campaign('Other campaign');
    const fromLead = (campaignId: string, json: unknown) =>
      admin(`/api/admin/campaigns/${campaignId}/simulation-scenarios/from-lead`, { method: 'POST', json });
    expect((await fromLead(id, { leadId: 'nope' })).status).toBe(400);
    const foreign = await fromLead(other, { leadId: leadIds[0] });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('Lead not found in this campaign');
    const made = await fromLead(id, { leadId: leadIds[0] });
    expect(made.status, await made.clone().text()).toBe(201);
    expect((await made.json()).name).toBe('Lead: Pat (Company 0)');
    expect((await fromLead(id, { leadId: leadIds[0] })).status).toBe(409);
    const run = await runSuite(id);
    const lead = run.scenarios.find((s) => s.name === 'Lead: Pat (Company 0)')!;
    expect(lead.transcript[1]).toEqual({ role: 'callee', text: "Hello, this is Pat at Company 0. Who's calling?" });
    expect(lead.toolCalls.some((t) => t.name === 'book_meeting' && t.result.booked === true)).toBe(true);
    expect(lead.passed, lead.reasons.join('; ')).toBe(true);
  });

  it('runs one simulation per campaign at a time: a second start answers 409 naming the running one', async () => {
    const id = await campaign('Busy');
    const [running] = await server.ctx.db
      .insert(simulationRuns)
      .values({
        campaignId: id,
        status: 'running',
        promptVersionIds: [],
        scenarios: [],
        total: 0,
        mode: 'sandbox',
        judge: 'rules',
      })
      .returning();
    const second = await admin(`/api/admin/campaigns/${id}/simulations`, { method: 'POST', json: {} });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.details).toEqual({ runningRunId: running.id });
    expect(body.error).toContain(running.id);
    // Another campaign is not held up by it.
    expect((await runSuite(await campaign('Free'))).status).not.toBe('running');
  });

  it("a Prompter's run spends at most the everyday token cap; an Owner may raise it", async () => {
    const prompter = (await addMember(server, jar, 'prompter@sims.test', 'prompter')).jar;
    const id = await campaign('Costly');
    const big = { maxTokens: 5_000_000 };
    const refused = await send(server, prompter, `/api/admin/campaigns/${id}/simulations`, {
      method: 'POST',
      json: big,
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(SIMULATION_TOKEN_CAP_MESSAGE);
    expect((await runSuite(id, big)).status).not.toBe('running');
  });

  it('stops at the cost cap with a clear status', async () => {
    const run = await runSuite(await campaign('Capped'), { maxTurns: 5 });
    expect(run).toMatchObject({ status: 'failed', stopReason: 'cost_cap' });
    expect(run.message).toMatch(/cost cap of 5 callee turns/);
    expect(
      run.scenarios.reduce((n, s) => n + s.transcript.filter((t) => t.role === 'callee').length, 0),
    ).toBeLessThanOrEqual(5);
  });

  it('gates a live dispatch on a passing run for every prompt version; test mode is never gated', async () => {
    const id = await campaign('Gated');
    expect(
      (await admin(`/api/admin/campaigns/${id}`, { method: 'PATCH', json: { requireSimulations: true } })).status,
    ).toBe(200);
    const refused = await dispatch(id, false);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    const [version] = (await (await admin(`/api/admin/campaigns/${id}/simulations`)).json()).promptVersionIds;
    expect(body.error).toContain('The campaign prompt: no simulation run yet');
    expect(body.error).not.toMatch(/base@/);
    expect(body.details.promptVersions).toEqual([{ promptVersionId: version, missingRun: true, failedScenarios: [] }]);

    expect((await runSuite(id)).status).toBe('passed');
    const live = await dispatch(id, false);
    expect(live.status, await live.clone().text()).toBe(202);
    await readJobEvents(await admin(`/api/jobs/${(await live.json()).jobId}/events`));
    // The experiments view shows the version's latest pass rate beside its live figures.
    const results = await (await admin(`/api/admin/campaigns/${id}/results`)).json();
    expect(results.versions).toEqual([
      expect.objectContaining({ version: 'base', simulation: { promptVersionId: version, passed: 12, total: 12 } }),
    ]);

    // An edited template is a new version: refused again, naming it.
    expect((await admin(`/api/admin/campaigns/${id}`, { method: 'PATCH', json: { script: BAD_SCRIPT } })).status).toBe(
      200,
    );
    const again = await (await dispatch(id, false)).json();
    expect(again.error).toContain('The campaign prompt: no simulation run yet');
    expect(again.error).not.toMatch(/base@[0-9a-f]{12}/);
    // A failed run names the scenarios it failed.
    await runSuite(id);
    const named = await (await dispatch(id, false)).json();
    expect(named.error).toMatch(/failed .*"Discloses an AI caller and the business in the first turn"/);
    expect(named.error).toContain('"Honours "stop calling me""');

    const other = await campaign('Gated test mode');
    await admin(`/api/admin/campaigns/${other}`, { method: 'PATCH', json: { requireSimulations: true } });
    const tested = await dispatch(other, true);
    expect(tested.status, await tested.clone().text()).toBe(202);
  });
});
