import { createHmac } from 'node:crypto';
import type { TestServer } from './test-server';

/** A minimal cookie jar: Node's fetch keeps no cookies, so tests carry them explicitly. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the Set-Cookie headers of a response (expired cookies are removed). */
  take(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }
}

/** Calls the server with the jar's cookies and keeps whatever cookies it sets. */
export async function send(
  server: TestServer,
  jar: CookieJar,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.header()) headers.set('cookie', jar.header());
  const res = await server.request(path, { ...init, headers });
  jar.take(res);
  return res;
}

export async function signInAdmin(server: TestServer, password: string, jar = new CookieJar()) {
  const res = await send(server, jar, '/api/auth/sign-in/username', {
    method: 'POST',
    json: { username: 'admin', password },
  });
  return { res, jar };
}

export async function signUp(
  server: TestServer,
  email: string,
  password = 'correct-horse-battery',
  jar = new CookieJar(),
) {
  const res = await send(server, jar, '/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: email.split('@')[0] },
  });
  return { res, jar };
}

export async function signInEmail(
  server: TestServer,
  email: string,
  password = 'correct-horse-battery',
  jar = new CookieJar(),
) {
  const res = await send(server, jar, '/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  return { res, jar };
}

/** Sign-up opens no session (the address is unverified): sign in afterwards, as /login does. */
export async function signUpAndSignIn(server: TestServer, email: string, password = 'correct-horse-battery') {
  const up = await signUp(server, email, password);
  if (up.res.status !== 200) throw new Error(`sign-up failed: ${up.res.status} ${await up.res.text()}`);
  return signInEmail(server, email, password);
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
  links: string[];
}

/** The Sandbox outbox as an admin reads it (GET /api/admin/outbox), newest first. */
export async function readOutbox(server: TestServer, adminJar: CookieJar): Promise<OutboxMail[]> {
  const res = await send(server, adminJar, '/api/admin/outbox');
  if (res.status !== 200) throw new Error(`outbox: ${res.status}`);
  return (await res.json()).messages;
}

/**
 * The newest outbox mail to `to` whose subject matches. Mail is handed over in the background (so
 * answers don't reveal, by timing, which addresses exist), hence the wait for it to arrive.
 */
export async function waitForMail(
  server: TestServer,
  adminJar: CookieJar,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<OutboxMail> {
  for (let i = 0; i < 100; i++) {
    const found = (await readOutbox(server, adminJar)).filter((m) => m.recipient === to && subject.test(m.subject));
    if (found.length >= count) return found[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** RFC 6238 TOTP from an otpauth:// URI, written independently of better-auth (what an authenticator app does). */
export function totpFromUri(uri: string, at = Date.now()): string {
  const url = new URL(uri);
  const secret = base32Decode(url.searchParams.get('secret') ?? '');
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const period = Number(url.searchParams.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, '0');
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
