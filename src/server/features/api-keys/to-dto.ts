import type { TApiKey, TApiKeyScope } from '@common/api-keys/schemas';
import type { ApiKeyRow } from './api-keys.repo';

export const toApiKeyDto = (row: ApiKeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TApiKeyScope[],
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
