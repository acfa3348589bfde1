import {
  ZApiKeyIdParams,
  ZApiKeyList,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZRevokeApiKeyResponse,
} from '@common/api-keys/schemas';
import { adminActor } from '../../http/actor';
import type { FeatureRoutes } from '../../http/types';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

// Admin-only by the /api/admin prefix (admin-guard.ts): a key can never manage keys.
export const apiKeyRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'api-keys'];
  app.get('/admin/api-keys', { schema: { tags, response: { 200: ZApiKeyList } } }, () => listApiKeys(ctx));
  app.post(
    '/admin/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key',
        description: 'The answer holds the whole key; it is stored hashed and never shown again.',
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreatedApiKey },
      },
    },
    async (req, reply) => reply.code(201).send(await createApiKey(ctx, adminActor(req.adminUser!), req.body)),
  );
  app.delete(
    '/admin/api-keys/:id',
    {
      schema: { tags, summary: 'Revoke an API key', params: ZApiKeyIdParams, response: { 200: ZRevokeApiKeyResponse } },
    },
    (req) => revokeApiKey(ctx, req.params.id),
  );
};
