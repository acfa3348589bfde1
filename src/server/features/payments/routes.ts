import {
  ZCreateDepositIntentRequest,
  ZCreateDepositIntentResponse,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZDepositStatusResponse,
  ZSandboxCardConfirmRequest,
  ZSandboxCardConfirmResponse,
  ZVerifyPaymentParams,
  ZVerifyPaymentResponse,
} from '@common/payments/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { createDepositIntent } from './create-deposit-intent';
import { createOrder } from './create-order';
import { verifyPayment } from './verify-payment';
import { getDepositStatus } from './get-deposit-status';
import { confirmSandboxCard } from './confirm-sandbox-card';
import { checkoutRoutes } from './checkout-routes';
import { webhookRoutes } from './webhook-routes';

const TOO_MANY = 'Too many requests. Please wait a moment before trying again.';
const creating = rateLimit(20, 60_000, TOO_MANY);
const checking = rateLimit(120, 60_000, TOO_MANY);

export const paymentsRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['payments'];
  app.post(
    '/create-deposit-intent',
    {
      config: creating,
      schema: { tags, body: ZCreateDepositIntentRequest, response: { 200: ZCreateDepositIntentResponse } },
    },
    async (req) => createDepositIntent(ctx, req.visitorId),
  );
  app.post(
    '/order',
    { config: creating, schema: { tags, body: ZCreateOrderRequest, response: { 200: ZCreateOrderResponse } } },
    async (req) => createOrder(ctx, req.visitorId),
  );
  app.get(
    '/verify-payment/:paymentId',
    { config: checking, schema: { tags, params: ZVerifyPaymentParams, response: { 200: ZVerifyPaymentResponse } } },
    async (req) => verifyPayment(ctx, req.visitorId, req.params.paymentId),
  );
  app.get(
    '/deposit/status',
    { config: checking, schema: { tags, response: { 200: ZDepositStatusResponse } } },
    async (req) => {
      const { verified, paymentId, provider } = await getDepositStatus(ctx, req.visitorId);
      return { verified, paymentId, provider };
    },
  );
  app.post(
    '/sandbox/card/confirm',
    {
      config: creating,
      schema: { tags, body: ZSandboxCardConfirmRequest, response: { 200: ZSandboxCardConfirmResponse } },
    },
    async (req) => confirmSandboxCard(ctx, req.body),
  );
  await checkoutRoutes(app, ctx);
  await webhookRoutes(app, ctx);
};
