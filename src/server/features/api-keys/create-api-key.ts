import type { TCreateApiKeyRequest, TCreatedApiKey } from '@common/api-keys/schemas';
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
