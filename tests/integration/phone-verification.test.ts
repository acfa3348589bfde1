import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALL_CONSENT_TEXT } from '../../src/common/wizard/options';
import { VERIFY_MSG } from '../../src/common/wizard/verification';
import { calls, phoneVerifications, voiceAgentTrials } from '../../src/server/db/schema';
import { trialShareMessage } from '../../src/server/features/calls/trial-share';
import { placeCall } from '../../src/server/features/calls/place-call';
import { createSandboxVoice } from '../../src/server/providers/voice/sandbox';
import { startFakeTwilio, type FakeTwilio } from '../fakes/twilio';
import { send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';
import { freshIp, freshPhone, sampleConfig, verifyPhone } from '../support/wizard';

// The public wizard dials only a number the visitor proved they hold, with a
// one-time code by SMS; "Phone Verified" is the server's fact, bound to the visitor's signed
// cookie and the E.164 number. Each test speaks as its own visitor(s).

const PASSWORD = 'otp-admin-pw-123';
const ua = { 'user-agent': 'vitest-otp' };

async function save(who: Visitor, over: Record<string, unknown> = {}): Promise<string> {
  const res = await who.post('/api/save-agent-config', sampleConfig(over));
  expect(res.status).toBe(200);
  return (await res.json()).id;
}
const launchAs = (who: Visitor, id: string, phoneNumber: string, ip = freshIp()) =>
  who.request('/api/launch-agent', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, ...ua },
    json: { phoneNumber, agentConfig: { ...sampleConfig(), id }, consent: true },
  });
const sendCode = (who: Visitor, phoneNumber: string, ip = freshIp()) =>
  who.request('/api/phone-verifications', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { phoneNumber },
  });
const checkCode = (who: Visitor, verificationId: string, code: string) =>
  who.request('/api/phone-verifications/check', { method: 'POST', json: { verificationId, code } });

describe('phone verification gates every anonymous trial call (Sandbox messaging)', () => {
  let server: TestServer;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', ADMIN_PASSWORD: PASSWORD, PHONE_CODES_PER_PHONE_PER_HOUR: '3' },
      providers: { voice: createSandboxVoice({ queuedMs: 200, talkMs: 300 }) },
      clock: { now: () => new Date(Date.now() + offset) },
    });
  });
  afterAll(() => server?.close());
  const callsTo = async (e164: string) => server.ctx.db.select().from(calls).where(eq(calls.phoneNumber, e164));

  it('refuses a launch without a verified number, and a "verified" trial record the browser claims', async () => {
    const who = visitor(server);
    const id = await save(who, { generatedPrompt: 'Say the victim owes money.' });
    const phone = freshPhone();
    const res = await launchAs(who, id, phone);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(VERIFY_MSG.notVerified);
    const claimed = await who.post('/api/voice-agent-trials', {
      phoneNumber: phone,
      agentConfig: { ...sampleConfig(), id },
      callStatus: 'verified',
    });
    expect(claimed.status).toBe(403);
    expect(await callsTo(`+1${phone}`)).toEqual([]);
    expect(
      await server.ctx.db
        .select()
        .from(voiceAgentTrials)
        .where(eq(voiceAgentTrials.phoneNumber, `+1${phone}`)),
    ).toEqual([]);
  });

  it('refuses a launch to another number than the one verified, then dials the verified one', async () => {
    const who = visitor(server);
    const id = await save(who);
    const mine = freshPhone();
    let stranger = freshPhone();
    while (stranger === mine) stranger = freshPhone();
    await verifyPhone(who, mine);
    const refused = await launchAs(who, id, stranger);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe(VERIFY_MSG.notVerified);
    expect(await callsTo(`+1${stranger}`)).toEqual([]);
    // The same number written another way is the same number.
    const ok = await launchAs(who, id, `(${mine.slice(0, 3)}) ${mine.slice(3, 6)}-${mine.slice(6)}`);
    expect(ok.status).toBe(200);
    expect(await callsTo(`+1${mine}`)).toHaveLength(1);
  });

  it("a number verified by one visitor can't be dialled by another, nor can their agent be launched", async () => {
    const owner = visitor(server);
    const other = visitor(server);
    const phone = freshPhone();
    await verifyPhone(owner, phone);
    const ownersAgent = await save(owner);
    const res = await launchAs(other, await save(other, { generatedPrompt: 'Edited by someone else.' }), phone);
    expect(res.status).toBe(403);
    // The owner's agent id is public on /success: another visitor gets "not found".
    await verifyPhone(other, freshPhone());
    expect((await launchAs(other, ownersAgent, phone)).status).toBe(404);
    expect(await callsTo(`+1${phone}`)).toEqual([]);
  });

  it('refuses a wrong code with the tries left, and after 5 wrong codes even the right one', async () => {
    const who = visitor(server);
    const phone = freshPhone();
    const sent = await sendCode(who, phone);
    expect(sent.status).toBe(200);
    const { verificationId, sandboxCode, mode, phoneNumber } = await sent.json();
    expect({ mode, phoneNumber }).toEqual({ mode: 'sandbox', phoneNumber: `+1${phone}` });
    expect(sandboxCode).toMatch(/^\d{6}$/);
    const wrong = sandboxCode === '000000' ? '111111' : '000000';
    const first = await checkCode(who, verificationId, wrong);
    expect(first.status).toBe(400);
    expect((await first.json()).error).toBe('That code is not right. 4 tries left.');
    expect((await checkCode(who, verificationId, 'abc')).status).toBe(400);
    for (const left of [3, 2, 1])
      expect((await (await checkCode(who, verificationId, wrong)).json()).error).toBe(VERIFY_MSG.wrongCode(left));
    const fifth = await checkCode(who, verificationId, wrong);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).error).toBe(VERIFY_MSG.tooManyTries);
    const right = await checkCode(who, verificationId, sandboxCode);
    expect(right.status).toBe(429);
    const [row] = await server.ctx.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, verificationId));
    expect(row).toMatchObject({ status: 'expired', attempts: 5, verifiedAt: null });
    expect((await launchAs(who, await save(who), phone)).status).toBe(403);
  });

  it("another visitor can't check a visitor's code; a code expires after 10 minutes", async () => {
    const who = visitor(server);
    const { verificationId, sandboxCode } = await (await sendCode(who, freshPhone())).json();
    const stolen = await checkCode(visitor(server), verificationId, sandboxCode);
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).error).toBe(VERIFY_MSG.notFound);
    offset = 10 * 60_000 + 1_000;
    try {
      const late = await checkCode(who, verificationId, sandboxCode);
      expect(late.status).toBe(409);
      expect((await late.json()).error).toBe(VERIFY_MSG.expired);
    } finally {
      offset = 0;
    }
  });

  it('texts a number at most PHONE_CODES_PER_PHONE_PER_HOUR codes an hour, whoever asks', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await sendCode(visitor(server), phone)).status).toBe(200);
    const fourth = await sendCode(visitor(server), phone);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe(VERIFY_MSG.perPhone(3, 60));
  });

  it('records the prompt it dialled and the consent; Voice Trials shows both', async () => {
    const who = visitor(server);
    const prompt = 'You are Jordan. EDITED by the visitor: ask about the weather.';
    const id = await save(who, { generatedPrompt: prompt });
    const phone = freshPhone();
    const ip = freshIp();
    await verifyPhone(who, phone);
    const res = await launchAs(who, id, phone, ip);
    expect(res.status).toBe(200);
    const { trialId, callId } = await res.json();
    const [dialled] = await server.ctx.db.select().from(calls).where(eq(calls.id, callId));
    expect(dialled.prompt).toBe(prompt);

    const { jar } = await signInAdmin(server, PASSWORD);
    const list = await (await send(server, jar, '/api/admin/voice-agent-trials')).json();
    expect(list.find((t: { id: string }) => t.id === trialId)).toMatchObject({
      phoneNumber: `+1${phone}`,
      dialledPrompt: prompt,
      phoneVerified: true,
      consentText: CALL_CONSENT_TEXT,
      consentedAt: expect.any(String),
      ipAddress: ip,
      userAgent: 'vitest-otp',
    });
  });
});

describe('Twilio Verify as the real adapter (against its vendor-shaped fake)', () => {
  let twilio: FakeTwilio;
  let server: TestServer;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    server = await startTestServer({
      env: {
        TRUST_PROXY: '1',
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_VERIFY_SERVICE_SID: twilio.serviceSid,
        TWILIO_VERIFY_API_URL: twilio.baseUrl,
      },
      providers: { voice: createSandboxVoice({ queuedMs: 200, talkMs: 300 }) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await twilio?.close();
  });

  it('is reported live; texts the code (never answered to the browser) and checks it, in Twilio wire format', async () => {
    const config = await (await server.request('/api/config')).json();
    expect(config.providers.messaging).toEqual({ mode: 'live', adapter: 'twilio-verify' });
    const who = visitor(server);
    const phone = freshPhone();
    const sent = await sendCode(who, phone);
    expect(sent.status).toBe(200);
    const body = await sent.json();
    expect(body).toMatchObject({ mode: 'live', phoneNumber: `+1${phone}` });
    expect(body).not.toHaveProperty('sandboxCode');
    const start = twilio.server.log.at(-1)!;
    expect(start.path).toBe(`/v2/Services/${twilio.serviceSid}/Verifications`);
    expect(start.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(start.raw))).toEqual({ To: `+1${phone}`, Channel: 'sms' });

    const code = twilio.lastCode(`+1${phone}`)!;
    const wrong = await checkCode(who, body.verificationId, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    const ok = await checkCode(who, body.verificationId, code);
    expect(ok.status).toBe(200);
    expect(Object.fromEntries(new URLSearchParams(twilio.server.log.at(-1)!.raw))).toEqual({
      To: `+1${phone}`,
      Code: code,
    });
    expect((await launchAs(who, await save(who), phone)).status).toBe(200);
  });
});

describe('a Sandbox-verified number never unlocks a real call', () => {
  it('refuses the launch when the voice provider is live but codes are only shown on screen', async () => {
    const sandboxVoice = createSandboxVoice({ queuedMs: 200, talkMs: 300 });
    const server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      providers: { voice: { ...sandboxVoice, mode: 'live', adapter: 'sandbox' } },
    });
    try {
      const who = visitor(server);
      const phone = freshPhone();
      await verifyPhone(who, phone);
      const res = await launchAs(who, await save(who), phone);
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe(VERIFY_MSG.sandboxOnly);
    } finally {
      await server.close();
    }
  });
});

describe('anonymous trials take at most TRIAL_CAPACITY_SHARE of call capacity', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1', CALL_LIMIT_CONCURRENT: '10', TRIAL_CAPACITY_SHARE: '0.2' },
      // Calls stay "talking" for the whole test, so they count as concurrent.
      providers: { voice: createSandboxVoice({ queuedMs: 60_000, talkMs: 60_000 }) },
    });
  });
  afterAll(() => server?.close());

  it('lets 2 of 10 concurrent calls be trials, refuses the third clearly, and leaves the rest to campaigns', async () => {
    const who = visitor(server);
    const id = await save(who);
    for (let i = 0; i < 2; i++) {
      const phone = freshPhone();
      await verifyPhone(who, phone);
      expect((await launchAs(who, id, phone)).status).toBe(200);
    }
    const phone = freshPhone();
    await verifyPhone(who, phone);
    const third = await launchAs(who, id, phone);
    expect(third.status).toBe(429);
    expect((await third.json()).error).toBe(trialShareMessage(0.2, { concurrent: 2, hourly: 200, daily: 400 }));
    // The capacity itself is far from full: a non-trial call still goes out.
    const placed = await placeCall(server.ctx, { purpose: 'test', phoneNumber: `+1${freshPhone()}`, prompt: 'Hi' });
    expect(placed.callId).toEqual(expect.any(String));
  });
});
