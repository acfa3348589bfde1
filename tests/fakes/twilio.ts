import { randomInt } from 'node:crypto';
import { startFakeServer, type FakeServer } from './http-server';

// A fake Twilio Verify v2 (../shared/design/providers.md §7): HTTP Basic auth, form-encoded
// requests with PascalCase fields, JSON answers in snake_case, error bodies
// `{ code, message, more_info, status }`. Codes live 10 minutes; 5 sends per number per
// 10 minutes (60203, HTTP 429); 5 checks (60202, 429); an approved, expired or exhausted
// verification is deleted, so checking it again answers 404 (20404). It "sends" the SMS by
// keeping the code where a test can read it (`lastCode`), as a phone would receive it.

export interface FakeTwilio {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  serviceSid: string;
  server: FakeServer;
  /** The code most recently texted to this number. */
  lastCode(to: string): string | undefined;
  close(): Promise<void>;
}

interface Verification {
  sid: string;
  to: string;
  code: string;
  createdAt: number;
  checks: number;
}

const TTL_MS = 10 * 60_000;

const error = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startFakeTwilio(
  opts: { accountSid?: string; authToken?: string; serviceSid?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = opts.accountSid ?? 'AC00000000000000000000000000000001';
  const authToken = opts.authToken ?? 'fake-twilio-auth-token';
  const serviceSid = opts.serviceSid ?? 'VA00000000000000000000000000000001';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const live = new Map<string, Verification>();
  const sends = new Map<string, number[]>();
  const texted = new Map<string, string>();

  const guard = (req: { headers: Record<string, unknown>; params: Record<string, string> }) => {
    if (req.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (req.params.sid !== serviceSid)
      return error(404, 20404, `The requested resource /Services/${req.params.sid} was not found`);
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return error(400, 20001, 'Invalid content type');
    return null;
  };
  const view = (v: Verification, status: string) => ({
    sid: v.sid,
    service_sid: serviceSid,
    account_sid: accountSid,
    to: v.to,
    channel: 'sms',
    status,
    valid: status === 'approved',
    date_created: new Date(v.createdAt).toISOString(),
    date_updated: new Date().toISOString(),
  });

  const server = await startFakeServer([
    [
      'POST',
      '/v2/Services/:sid/Verifications',
      (req) => {
        const refused = guard(req);
        if (refused) return refused;
        const form = new URLSearchParams(req.raw);
        const to = form.get('To') ?? '';
        if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(400, 60200, 'Invalid parameter: To');
        if (form.get('Channel') !== 'sms') return error(400, 60200, 'Invalid parameter: Channel');
        const now = Date.now();
        const recent = (sends.get(to) ?? []).filter((t) => now - t < TTL_MS);
        if (recent.length >= 5) return error(429, 60203, 'Max send attempts reached');
        sends.set(to, [...recent, now]);
        const existing = live.get(to);
        const v: Verification =
          existing && now - existing.createdAt < TTL_MS
            ? existing
            : {
                sid: `VE${String(randomInt(0, 1e9)).padStart(32, '0')}`,
                to,
                code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
                createdAt: now,
                checks: 0,
              };
        live.set(to, v);
        texted.set(to, v.code);
        return { status: 201, body: view(v, 'pending') };
      },
    ],
    [
      'POST',
      '/v2/Services/:sid/VerificationCheck',
      (req) => {
        const refused = guard(req);
        if (refused) return refused;
        const form = new URLSearchParams(req.raw);
        const to = form.get('To') ?? '';
        const code = form.get('Code') ?? '';
        if (!/^[0-9A-Za-z]{4,10}$/.test(code)) return error(400, 60200, 'Invalid parameter: Code');
        const v = live.get(to);
        if (!v || Date.now() - v.createdAt >= TTL_MS) {
          live.delete(to);
          return error(404, 20404, 'The requested resource /Services/VerificationCheck was not found');
        }
        if (v.checks >= 5) {
          live.delete(to);
          return error(429, 60202, 'Max check attempts reached');
        }
        v.checks++;
        if (v.code !== code) return { status: 200, body: view(v, 'pending') };
        live.delete(to);
        return { status: 200, body: view(v, 'approved') };
      },
    ],
  ]);
  return {
    baseUrl: server.url,
    accountSid,
    authToken,
    serviceSid,
    server,
    lastCode: (to) => texted.get(to),
    close: () => server.close(),
  };
}
