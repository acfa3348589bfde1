import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// Every admin request asks the database who is behind its cookie (better-auth: the session row and
// its user). Under load on the embedded database, which runs one query at a time, those lookups
// queue behind each other and dominate an admin page's latency (bench/lead-page.bench.ts). So a
// signed-in session is remembered for a few seconds, in this process only, keyed by a hash of the
// session cookie (never the token itself): only the cookie better-auth verifies, and only when the
// session it verified carries that cookie's token. Keying on any other cookie would let a cookie
// planted beside the admin's real one (a sibling subdomain can set the unprefixed name) be filed as
// the admin's session and then used alone.
//
// Revocation: everything that can end or change a session in this process (sign-out, revoke,
// password change or reset, two-factor, account changes: any call to /api/auth/* but get-session,
// and the boot-time admin password rotation) empties the cache at once, so a signed-out cookie is
// refused on the very next request. Another process sharing a PostgreSQL database (a second web
// process) keeps its own cache: there a revoked session stays usable for at most SESSION_CACHE_TTL_MS
// (docs/architecture.md, "Admin access"). Only complete, positive answers are cached; an entry never
// outlives the session's own expiry.

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

interface Entry<T> {
  value: T;
  until: number;
  /** The session's own expiry. */
  expires: number;
}

const entries = new Map<string, Entry<unknown>>();
// Bumped by forgetSessions: a lookup that began before a sign-out must not cache what it read.
let generation = 0;

/** Read before a lookup and handed to rememberSession. */
export const sessionGeneration = () => generation;

/** The session cookie better-auth will verify for a request, and the key it is remembered under. */
export interface SessionCookie {
  /** A hash of the cookie's name and value (the token itself is never a key). */
  key: string;
  /** The session token the cookie carries (its value without the signature). */
  token: string;
}

/**
 * The cookie named `name` (better-auth's configured session cookie: `__Secure-` prefixed on an https
 * PUBLIC_URL) read the way better-auth's request parser reads it: the first pair with exactly that
 * name wins, surrounding quotes and percent-encoding are undone. A cookie under the other name is
 * ignored: better-auth never verifies it, so it must never select a remembered session. Who reads
 * the key must still check that the session found carries this token (findSession does), so a
 * parser difference can at worst cost a cache miss, never hand one cookie another's session.
 */
export function sessionCookie(headers: IncomingHttpHeaders, name: string): SessionCookie | null {
  const header = headers.cookie;
  if (typeof header !== 'string') return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    value = decodeOnce(value);
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const key = createHash('sha256').update(name).update('\0').update(value).digest('base64url');
    return { key, token: value.slice(0, dot) };
  }
  return null;
}

function decodeOnce(value: string): string {
  try {
    return value.includes('%') ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** The remembered session, or undefined once its few seconds (or the session itself) are over. */
export function cachedSession<T>(key: string): T | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  const now = Date.now();
  if (now < hit.until) return hit.value as T;
  if (now >= hit.expires) entries.delete(key);
  return undefined;
}

/** Remembers a found session for SESSION_CACHE_TTL_MS, or until it expires if that is sooner. */
export function rememberSession<T>(key: string, value: T, expiresAt: Date, lookupGeneration: number): void {
  if (lookupGeneration !== generation) return;
  const until = Math.min(Date.now() + SESSION_CACHE_TTL_MS, expiresAt.getTime());
  if (until <= Date.now()) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { value, until, expires: expiresAt.getTime() });
}

/** Forgets every remembered session: called whenever a session or account may have changed. */
export function forgetSessions(): void {
  generation++;
  entries.clear();
}
