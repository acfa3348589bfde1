import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../../tests/fakes/twilio';
import { createSandboxMessaging } from './sandbox';
import { createTwilioVerify } from './twilio-verify';
import { MessagingError } from './types';

describe('Twilio Verify adapter against the vendor-shaped fake', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(() => fake?.close());
  const adapter = () =>
    createTwilioVerify({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      serviceSid: fake.serviceSid,
      baseUrl: fake.baseUrl,
    });

  it('starts an SMS verification with a form-encoded, basic-auth request, and approves the texted code', async () => {
    const verify = adapter();
    const to = '+12125550101';
    expect(await verify.startVerification(to)).toEqual({});
    const sent = fake.server.log.at(-1)!;
    expect(sent.path).toBe(`/v2/Services/${fake.serviceSid}/Verifications`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(sent.raw))).toEqual({ To: to, Channel: 'sms' });

    expect(await verify.checkVerification(to, '000000' === fake.lastCode(to) ? '111111' : '000000')).toBe('pending');
    expect(await verify.checkVerification(to, fake.lastCode(to)!)).toBe('approved');
    expect(Object.fromEntries(new URLSearchParams(fake.server.log.at(-1)!.raw))).toEqual({
      To: to,
      Code: fake.lastCode(to),
    });
    // Approved verifications are deleted by Twilio: the same code again is a 404, read as expired.
    expect(await verify.checkVerification(to, fake.lastCode(to)!)).toBe('expired');
  });

  it('turns the vendor refusals into clear reasons', async () => {
    const verify = adapter();
    await expect(verify.startVerification('12125550102')).rejects.toMatchObject({ reason: 'invalid-number' });
    const to = '+12125550103';
    for (let i = 0; i < 5; i++) await verify.startVerification(to);
    const err = await verify.startVerification(to).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MessagingError);
    expect(err).toMatchObject({
      reason: 'rate-limited',
      message: 'Too many verification codes for this number. Please wait 10 minutes and try again.',
    });
    const wrongKey = createTwilioVerify({
      accountSid: fake.accountSid,
      authToken: 'nope',
      serviceSid: fake.serviceSid,
      baseUrl: fake.baseUrl,
    });
    await expect(wrongKey.startVerification('+12125550104')).rejects.toMatchObject({ reason: 'unavailable' });
  });

  it('reports an unreachable vendor as unavailable', async () => {
    const down = createTwilioVerify({
      accountSid: 'AC1',
      authToken: 't',
      serviceSid: 'VA1',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    await expect(down.startVerification('+12125550105')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});

describe('Sandbox messaging', () => {
  it('answers the code (to show on screen), approves it once, and refuses after 5 wrong tries', async () => {
    let t = 0;
    const sandbox = createSandboxMessaging(() => t);
    expect(sandbox.mode).toBe('sandbox');
    const { sandboxCode } = await sandbox.startVerification('+12125550110');
    expect(sandboxCode).toMatch(/^\d{6}$/);
    expect(await sandbox.checkVerification('+12125550110', sandboxCode!)).toBe('approved');
    expect(await sandbox.checkVerification('+12125550110', sandboxCode!)).toBe('expired');

    const again = (await sandbox.startVerification('+12125550111')).sandboxCode!;
    const wrong = again === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect(await sandbox.checkVerification('+12125550111', wrong)).toBe('pending');
    expect(await sandbox.checkVerification('+12125550111', again)).toBe('expired');

    const late = (await sandbox.startVerification('+12125550112')).sandboxCode!;
    t += 10 * 60_000;
    expect(await sandbox.checkVerification('+12125550112', late)).toBe('expired');
  });
});
