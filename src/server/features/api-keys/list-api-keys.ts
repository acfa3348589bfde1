import type { TApiKeyList } from '@common/api-keys/schemas';
import type { AppContext } from '../../context';
import { listActiveApiKeys } from './api-keys.repo';
import { toApiKeyDto } from './to-dto';

export async function listApiKeys(ctx: AppContext): Promise<TApiKeyList> {
  return { items: (await listActiveApiKeys(ctx.db)).map(toApiKeyDto) };
}
