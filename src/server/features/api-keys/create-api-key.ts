import type { TCreateApiKeyRequest, TCreatedApiKey } from '@common/api-keys/schemas';
import { AppError } from '@common/errors';
import { ROLE_LABELS, scopesAllowed } from '@common/members/roles';
import type { AppContext } from '../../context';
import type { Actor } from '../../http/actor';
import { insertApiKey } from './api-keys.repo';
import { hashApiKey, newApiKeySecret } from './api-key-secret';
import { toApiKeyDto } from './to-dto';

/** A new key; the answer holds the whole key, which is never stored or shown again. */
export async function createApiKey(
  ctx: AppContext,
  actor: Actor,
  input: TCreateApiKeyRequest,
): Promise<TCreatedApiKey> {
  // A key is a standing delegation of its creator's rights: it may never do more than they may.
  if (actor.kind === 'admin' && !scopesAllowed(actor.user.role, input.scopes))
    throw new AppError(
      'FORBIDDEN',
      `A key can't do more than its creator: your role (${ROLE_LABELS[actor.user.role]}) doesn't allow these scopes`,
      {
        role: actor.user.role,
      },
    );
  const { key, prefix } = newApiKeySecret();
  const row = await insertApiKey(ctx.db, {
    name: input.name,
    scopes: input.scopes,
    prefix,
    keyHash: hashApiKey(key),
    createdBy: actor.kind === 'admin' ? actor.user.id : null,
  });
  return { ...toApiKeyDto(row), key };
}
