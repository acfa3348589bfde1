import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../context';
import { bulkWriteOpen } from '../../db/busy';
import { getAuth } from './auth';
import { cachedSession, rememberSession, sessionCacheKey, sessionGeneration } from './session-cache';

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
  const key = sessionCacheKey(headers);
  // An embedded import holding the database's one connection: a session seen recently still
  // counts (session-cache.ts says why that is safe there), so its progress can be polled.
  const hit = key ? cachedSession<SignedInAccount>(key, bulkWriteOpen()) : undefined;
  if (hit && Date.now() < hit.expiresAt.getTime()) return hit;
  const generation = sessionGeneration();
  const found = await getAuth(ctx).api.getSession({ headers: fromNodeHeaders(headers) });
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
  if (key) rememberSession(key, account, account.expiresAt, generation);
  return account;
}
