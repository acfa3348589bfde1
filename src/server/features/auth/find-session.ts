import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../context';
import { getAuth } from './auth';
import { cachedSession, rememberSession, sessionCookie, sessionGeneration } from './session-cache';

export interface SignedInAccount {
  user: {
    id: string;
    username: string | null;
    email: string;
    name: string;
    twoFactorEnabled: boolean;
    emailVerified: boolean;
  };
  expiresAt: Date;
}

/**
 * The session behind a request's cookie, read from the database by better-auth (expired or
 * revoked sessions give null). The one place the rest of the server learns who is signed in.
 * A found session is remembered for a few seconds (session-cache.ts says how revocation stays immediate).
 */
export async function findSession(ctx: AppContext, headers: IncomingHttpHeaders): Promise<SignedInAccount | null> {
  const auth = getAuth(ctx);
  // Only the cookie better-auth verifies (its configured name) may select a remembered session.
  const cookie = sessionCookie(headers, (await auth.$context).authCookies.sessionToken.name);
  const hit = cookie ? cachedSession<SignedInAccount>(cookie.key) : undefined;
  if (hit && Date.now() < hit.expiresAt.getTime()) return hit;
  const generation = sessionGeneration();
  const found = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!found) return null;
  const u = found.user as typeof found.user & { username?: string | null; twoFactorEnabled?: boolean | null };
  const account: SignedInAccount = {
    user: {
      id: u.id,
      username: u.username ?? null,
      email: u.email,
      name: u.name,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
      emailVerified: Boolean(u.emailVerified),
    },
    expiresAt: new Date(found.session.expiresAt),
  };
  // Remembered only under the cookie that carried the very token better-auth verified.
  if (cookie && cookie.token === found.session.token)
    rememberSession(cookie.key, account, account.expiresAt, generation);
  return account;
}
