import type { TApiKeyScope } from '@common/api-keys/schemas';
import { scopesAllowed, type TRole } from '@common/members/roles';
import type { AppContext } from '../../context';
import { listActiveApiKeysBy, revokeApiKeyRow } from './api-keys.repo';

/**
 * Ends the keys a member made that now do more than their role allows; `null` (the member was
 * removed) ends all of them. Keys are looked up on every request, so the next one answers 401.
 */
export async function revokeKeysBeyondRole(ctx: AppContext, userId: string, role: TRole | null): Promise<number> {
  let revoked = 0;
  for (const key of await listActiveApiKeysBy(ctx.db, userId)) {
    if (role && scopesAllowed(role, key.scopes as TApiKeyScope[])) continue;
    if (await revokeApiKeyRow(ctx.db, key.id, ctx.clock.now())) revoked++;
  }
  return revoked;
}
