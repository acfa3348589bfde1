import { ZV1CampaignList } from '@common/public-api/schemas';
import { apiKeyRoute } from '../../http/api-key-guard';
import type { FeatureRoutes } from '../../http/types';
import { listCampaigns } from '../campaigns/list-campaigns';

// /api/v1: API keys only (api-key-guard.ts attaches the check to every route here; each names its
// scope through apiKeyRoute). Browser sessions are not accepted.
export const publicApiRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['v1'];
  const security = [{ apiKey: [] }];
  const limit = ctx.env.API_KEY_RATE_LIMIT_PER_MINUTE;
  app.get(
    '/v1/campaigns',
    {
      config: apiKeyRoute('campaigns:read', limit),
      schema: {
        tags,
        security,
        summary: 'List campaigns',
        description: 'Every campaign, newest first, with its lead and call counts. Scope `campaigns:read`.',
        response: { 200: ZV1CampaignList },
      },
    },
    async () => ({ items: await listCampaigns(ctx) }),
  );
};
