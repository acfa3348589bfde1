import { ZHealthResponse } from '@common/system/health';
import type { FeatureRoutes } from '../../http/types';
import { getHealth } from './get-health';

export const healthRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
    async (_req, reply) => {
      const health = await getHealth(ctx);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
