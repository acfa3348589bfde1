import { ZSaveAgentConfigRequest, ZSaveAgentConfigResponse } from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
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
      await spendDailyAllowance(ctx, req.ip, {
        kind: 'agent-config',
        label: 'saved agent configurations',
        perNetwork: ctx.env.AGENT_CONFIGS_PER_IP_PER_DAY,
        site: ctx.env.AGENT_CONFIGS_PER_DAY,
      });
      return saveAgentConfig(ctx, req.body, req.visitorId || null);
    },
  );
};
