import {
  ZCheckPhoneVerificationRequest,
  ZCheckPhoneVerificationResponse,
  ZStartPhoneVerificationRequest,
  ZStartPhoneVerificationResponse,
} from '@common/wizard/verification';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { clientOf } from '../../http/client-info';
import { checkPhoneVerification } from './check-phone-verification';
import { startPhoneVerification } from './start-phone-verification';

// Bursts only; the daily caps per number and per address are in start-phone-verification.ts,
// and the tries per code in check-phone-verification.ts.
const sendLimit = rateLimit(10, 60_000, 'Too many requests. Please wait a moment before trying again.');
const checkLimit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');

export const phoneVerificationRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/phone-verifications',
    {
      config: sendLimit,
      schema: {
        tags: ['wizard'],
        body: ZStartPhoneVerificationRequest,
        response: { 200: ZStartPhoneVerificationResponse },
      },
    },
    async (req) => startPhoneVerification(ctx, req.body.phoneNumber, { ...clientOf(req), visitorId: req.visitorId }),
  );
  app.post(
    '/phone-verifications/check',
    {
      config: checkLimit,
      schema: {
        tags: ['wizard'],
        body: ZCheckPhoneVerificationRequest,
        response: { 200: ZCheckPhoneVerificationResponse },
      },
    },
    async (req) => checkPhoneVerification(ctx, req.body, req.visitorId),
  );
};
