import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedApiKey } from '@common/api-keys/schemas';
import type { TCampaign } from '@common/campaigns/schemas';
import type { TDispatchRunResponse } from '@common/dispatch/schemas';
import type { TEnrolLeadsResponse } from '@common/public-api/schemas';
import { dispatchRuns, sandboxCalls } from '../../src/server/db/schema';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Speed to lead: a lead enrolled by API key into a campaign with auto-dispatch on is dialled
// (Sandbox) without anyone pressing Start; with it off nothing is dialled; Pause holds it.

const PASSWORD = 'auto-dispatch-password';
const hour = new Date().getUTCHours();
const OPEN_ZONE = hour >= 8 && hour < 21 ? 'UTC' : hour < 8 ? 'Asia/Tokyo' : 'America/Los_Angeles';
/** A zone where it is the middle of the night now (well outside 8:00–21:00). */
const CLOSED_ZONE = [
  'UTC',
  'Europe/Moscow',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
].find((zone) => {
  const h = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }).format(new Date()),
  );
  return h >= 0 && h < 6;
})!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * How long a test waits for a dial. The product's minute is measured by `npm run bench enrol`
 * (enrolment-to-dial p95), not here: on a loaded machine (the whole PostgreSQL lane at once) a
 * first dial took just over 60 s, and a test must not fail on the machine's load.
 */
const WITHIN_MS = 180_000;
const WAITS = { timeout: 3 * WITHIN_MS + 10_000 };

describe('auto-dispatch', () => {
  let server: TestServer;
  let jar: CookieJar;
  let key: TCreatedApiKey;
  let n = 8800;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: '50',
        SANDBOX_CALL_TALK_MS: '150',
        API_KEY_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    key = (await (
      await send(server, jar, '/api/admin/api-keys', {
        method: 'POST',
        json: { name: 'Form', scopes: ['leads:write'] },
      })
    ).json()) as TCreatedApiKey;
  });
  afterAll(async () => server?.close());

  const patch = (id: string, json: unknown) =>
    send(server, jar, `/api/admin/campaigns/${id}`, { method: 'PATCH', json });
  const runOf = async (id: string) =>
    ((await (await send(server, jar, `/api/admin/campaigns/${id}/dispatch-run`)).json()) as TDispatchRunResponse).run;
  const enrol = async (campaignId: string, timezone = OPEN_ZONE) => {
    const phone = testPhone(n++);
    const res = await server.request(`/api/v1/campaigns/${campaignId}/leads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}` },
      json: {
        leads: [{ email: `lead${n}@example.com`, phoneNumber: phone, timezone, companyName: 'Acme' }],
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TEnrolLeadsResponse).counts.created).toBe(1);
    return phone;
  };
  const dialsOf = (phones: string[]) =>
    server.ctx.db
      .select({ phone: sandboxCalls.phoneNumber, at: sandboxCalls.createdAt })
      .from(sandboxCalls)
      .where(inArray(sandboxCalls.phoneNumber, phones));
  const waitDialled = async (phone: string) => {
    for (const end = Date.now() + WITHIN_MS; Date.now() < end; await sleep(250)) {
      const [dial] = await dialsOf([phone]);
      if (dial) return dial;
    }
    return null;
  };

  it(
    'on: an enrolled lead is dialled with no Start pressed, one outside its calling hours waits; off: nothing is dialled',
    WAITS,
    async () => {
      const on = (await insertCampaignWithLeads(server.ctx.db, 'Auto on', [])).campaignId;
      const off = (await insertCampaignWithLeads(server.ctx.db, 'Auto off', [])).campaignId;

      const res = await patch(on, { autoDispatch: true });
      expect(res.status).toBe(200);
      expect(((await res.json()) as TCampaign).autoDispatch).toBe(true);
      const get = (await (await send(server, jar, `/api/admin/campaigns/${on}`)).json()) as TCampaign;
      expect(get.autoDispatch).toBe(true);
      expect(get.autoDispatch === true && (await runOf(on))?.autoDispatch).toBe(true);
      expect((await (await send(server, jar, `/api/admin/campaigns/${off}`)).json()).autoDispatch).toBe(false);

      const notCalled = await enrol(off);
      const asleep = await enrol(on, CLOSED_ZONE);
      const called = await enrol(on);
      expect(await waitDialled(called)).not.toBeNull();
      // The off campaign's lead, enrolled first, has had as long: nothing, and no run was opened.
      expect(await dialsOf([notCalled])).toEqual([]);
      // A lead outside its calling hours, enrolled before the one called, waits for its hours.
      expect(await dialsOf([asleep])).toEqual([]);
      expect(await runOf(off)).toBeNull();

      // The run stays open between leads (it idles): the next one is called too.
      expect((await runOf(on))?.status).toBe('running');
      expect(await waitDialled(await enrol(on))).not.toBeNull();
    },
  );

  it('Pause holds it: a lead enrolled while paused is dialled only after Resume', WAITS, async () => {
    const id = (await insertCampaignWithLeads(server.ctx.db, 'Auto paused', [])).campaignId;
    expect((await patch(id, { autoDispatch: true })).status).toBe(200);
    expect(await waitDialled(await enrol(id))).not.toBeNull();

    const paused = await send(server, jar, `/api/admin/campaigns/${id}/dispatch-run/pause`, { method: 'POST' });
    expect(paused.status).toBe(200);
    const held = await enrol(id);
    // Long enough for an unpaused run to have dialled it several times over (the test above).
    await sleep(5000);
    expect(await dialsOf([held])).toEqual([]);
    const resumedAt = new Date();
    expect((await send(server, jar, `/api/admin/campaigns/${id}/dispatch-run/resume`, { method: 'POST' })).status).toBe(
      200,
    );
    const dial = await waitDialled(held);
    expect(dial).not.toBeNull();
    expect(dial!.at.getTime()).toBeGreaterThanOrEqual(resumedAt.getTime() - 1000);
  });

  it('off again: the run finishes as any run; nothing more is dialled', WAITS, async () => {
    const id = (await insertCampaignWithLeads(server.ctx.db, 'Auto turned off', [])).campaignId;
    expect((await patch(id, { autoDispatch: true })).status).toBe(200);
    const runId = (await runOf(id))!.id;
    const res = await patch(id, { autoDispatch: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TCampaign).autoDispatch).toBe(false);
    let status: string | undefined;
    for (const end = Date.now() + WITHIN_MS; Date.now() < end && status !== 'finished'; await sleep(250))
      status = (await server.ctx.db.select().from(dispatchRuns).where(eq(dispatchRuns.id, runId)))[0]?.status;
    expect(status).toBe('finished');
  });

  it('a bad PATCH is refused with 400', WAITS, async () => {
    const id = (await insertCampaignWithLeads(server.ctx.db, 'Auto bad', [])).campaignId;
    expect((await patch(id, { autoDispatch: 'yes' })).status).toBe(400);
    expect((await patch(id, { testMode: false })).status).toBe(400);
    expect((await patch(id, { autoDispatch: false, consentAttestation: true })).status).toBe(400);
    expect(await runOf(id)).toBeNull();
  });
});
