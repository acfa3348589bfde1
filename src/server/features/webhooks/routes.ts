import {
  ZCreateWebhookRequest,
  ZDeleteWebhookResponse,
  ZDeliveriesQuery,
  ZDeliveryParams,
  ZRedeliverResponse,
  ZUpdateWebhookRequest,
  ZWebhookDeliveries,
  ZWebhookEndpoint,
  ZWebhookIdParams,
  ZWebhookList,
  ZWebhookWithSecret,
} from '@common/webhooks/schemas';
import type { FeatureRoutes } from '../../http/types';
import { listWebhookDeliveries, redeliverWebhook } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { deleteWebhook, rotateWebhookSecret, setWebhookEnabled } from './manage-webhook';
import { registerWebhook } from './register-webhook';

// Webhooks out. Admin-only by the /api/admin prefix (admin-guard.ts).
export const webhookRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'webhooks'];
  app.get('/admin/webhooks', { schema: { tags, response: { 200: ZWebhookList } } }, () => listWebhooks(ctx));
  app.post(
    '/admin/webhooks',
    { schema: { tags, body: ZCreateWebhookRequest, response: { 201: ZWebhookWithSecret } } },
    async (req, reply) => reply.code(201).send(await registerWebhook(ctx, req.body)),
  );
  app.patch(
    '/admin/webhooks/:id',
    { schema: { tags, params: ZWebhookIdParams, body: ZUpdateWebhookRequest, response: { 200: ZWebhookEndpoint } } },
    (req) => setWebhookEnabled(ctx, req.params.id, req.body.enabled),
  );
  app.post(
    '/admin/webhooks/:id/rotate-secret',
    { schema: { tags, params: ZWebhookIdParams, response: { 200: ZWebhookWithSecret } } },
    (req) => rotateWebhookSecret(ctx, req.params.id),
  );
  app.delete(
    '/admin/webhooks/:id',
    { schema: { tags, params: ZWebhookIdParams, response: { 200: ZDeleteWebhookResponse } } },
    (req) => deleteWebhook(ctx, req.params.id),
  );
  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      schema: { tags, params: ZWebhookIdParams, querystring: ZDeliveriesQuery, response: { 200: ZWebhookDeliveries } },
    },
    (req) => listWebhookDeliveries(ctx, req.params.id, req.query.limit),
  );
  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    { schema: { tags, params: ZDeliveryParams, response: { 200: ZRedeliverResponse } } },
    (req) => redeliverWebhook(ctx, req.params.id, req.params.deliveryId),
  );
};
