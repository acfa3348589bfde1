import { ZSaveAgentConfigRequest, ZSaveAgentConfigResponse } from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { saveAgentConfig } from './save-agent-config';

const limit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');

export const agentRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/save-agent-config',
    {
      config: limit,
      schema: { tags: ['wizard'], body: ZSaveAgentConfigRequest, response: { 200: ZSaveAgentConfigResponse } },
    },
    async (req) => {
      await spendDailyAllowance(ctx, req.ip, anonymousAllowances(ctx.env).agentConfig);
      return saveAgentConfig(ctx, req.body, req.visitorId || null);
    },
  );
};
