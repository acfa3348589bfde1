import { z } from 'zod';
import { ZWebhookEnvelope, ZWebhookResponse } from '@common/payments/schemas';
import { text } from '@common/text/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { handleCardWebhook } from './handle-card-webhook';
import { handleWalletWebhook } from './handle-wallet-webhook';

// Providers' servers call these; signatures are checked over request.rawBody (the exact bytes).
const limit = rateLimit(300, 60_000, 'Too many webhook deliveries');

export const webhookRoutes: FeatureRoutes = async (app, ctx) => {
  const perKind = {
    tags: ['payments'],
    params: z.object({ adapter: text(40) }),
    body: ZWebhookEnvelope,
    response: { 200: ZWebhookResponse },
  };
  const config = { ...limit, rawBody: true };
  // One webhook per payment provider kind and adapter, like the voice and scheduling webhooks.
  app.post('/webhooks/card/:adapter', { config, schema: perKind }, async (req) =>
    handleCardWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
  app.post('/webhooks/wallet/:adapter', { config, schema: perKind }, async (req) =>
    handleWalletWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
};
