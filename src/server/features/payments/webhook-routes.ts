import { ZWebhookEnvelope, ZWebhookResponse } from '@common/payments/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { handleStripeWebhook } from './handle-stripe-webhook';
import { handlePaypalWebhook } from './handle-paypal-webhook';

// Providers' servers call these; signatures are checked over request.rawBody (the exact bytes).
const limit = rateLimit(300, 60_000, 'Too many webhook deliveries');

export const webhookRoutes: FeatureRoutes = async (app, ctx) => {
  const schema = { tags: ['payments'], body: ZWebhookEnvelope, response: { 200: ZWebhookResponse } };
  app.post('/webhooks/stripe', { config: { ...limit, rawBody: true }, schema }, async (req) =>
    handleStripeWebhook(ctx, req.rawBody, req.headers),
  );
  app.post('/webhooks/paypal', { config: { ...limit, rawBody: true }, schema }, async (req) =>
    handlePaypalWebhook(ctx, req.rawBody, req.headers),
  );
};
