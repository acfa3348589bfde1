import type { TApiKeyScope } from '@common/api-keys/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { Actor } from '../../http/actor';
import { findActiveApiKey, touchApiKey } from './api-keys.repo';
import { hashApiKey, looksLikeApiKey } from './api-key-secret';

/** "Last used" is written at most once a minute per key, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1] : null;
}

/**
 * The API key behind an Authorization header, as an actor with its scopes: 401 without a live key,
 * 403 when the key lacks `scope`. Looked up in the database on every request, so a revoke is
 * immediate in every process.
 */
export async function authenticateApiKey(
  ctx: AppContext,
  authorization: string | undefined,
  scope: TApiKeyScope,
): Promise<Actor & { kind: 'api-key' }> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('UNAUTHENTICATED', 'Send an API key as "Authorization: Bearer <key>"');
  const row = looksLikeApiKey(token) ? await findActiveApiKey(ctx.db, hashApiKey(token)) : null;
  if (!row) throw new AppError('UNAUTHENTICATED', 'This API key is not valid or has been revoked');
  const scopes = row.scopes as TApiKeyScope[];
  if (!scopes.includes(scope))
    throw new AppError('FORBIDDEN', `This API key lacks the "${scope}" scope`, { requiredScope: scope });
  const now = ctx.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)
    await touchApiKey(ctx.db, row.id, now);
  return { kind: 'api-key', keyId: row.id, name: row.name, scopes, createdBy: row.createdBy };
}
