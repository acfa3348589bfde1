import { z } from 'zod';
import { ZPageViewRequest, ZWizardStepRequest } from '@common/analytics/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { recordPageView, recordWizardStep } from './record-page-view';

const limit = rateLimit(120, 60_000, 'Too many analytics events');

export const analyticsRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/analytics/page-view',
    { config: limit, schema: { tags: ['analytics'], body: ZPageViewRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await recordPageView(ctx, req.visitorId, req.body);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/analytics/wizard-step',
    { config: limit, schema: { tags: ['analytics'], body: ZWizardStepRequest, response: { 204: z.null() } } },
    async (req, reply) => {
      await recordWizardStep(ctx, req.visitorId, req.body);
      return reply.status(204).send(null);
    },
  );
};
