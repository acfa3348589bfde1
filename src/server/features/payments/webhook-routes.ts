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
  const schema = { tags: ['payments'], body: ZWebhookEnvelope, response: { 200: ZWebhookResponse } };
  const perKind = { ...schema, params: z.object({ adapter: text(40) }) };
  const config = { ...limit, rawBody: true };
  // One webhook per payment provider kind and adapter, like the voice and scheduling webhooks.
  app.post('/webhooks/card/:adapter', { config, schema: perKind }, async (req) =>
    handleCardWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
  app.post('/webhooks/wallet/:adapter', { config, schema: perKind }, async (req) =>
    handleWalletWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
  // The URLs the Stripe and PayPal dashboards' webhook subscriptions were created with: kept as
  // aliases, checked by the configured provider of that kind exactly as before.
  app.post('/webhooks/stripe', { config, schema }, async (req) =>
    handleCardWebhook(ctx, null, req.rawBody, req.headers),
  );
  app.post('/webhooks/paypal', { config, schema }, async (req) =>
    handleWalletWebhook(ctx, null, req.rawBody, req.headers),
  );
};
