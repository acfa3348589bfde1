import { ZSaveAgentConfigRequest, ZSaveAgentConfigResponse } from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { saveAgentConfig } from './save-agent-config';

const limit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');

export const agentRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/save-agent-config',
    {
      config: limit,
      schema: { tags: ['wizard'], body: ZSaveAgentConfigRequest, response: { 200: ZSaveAgentConfigResponse } },
    },
    async (req) => saveAgentConfig(ctx, req.body, req.visitorId || null),
  );
};
