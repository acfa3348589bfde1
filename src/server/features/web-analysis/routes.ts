import { ZScrapeWebsiteQuery, ZScrapeWebsiteResponse } from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { analyzeWebsite } from './analyze-website';

export const webAnalysisRoutes: FeatureRoutes = async (app, ctx) => {
  // Each analysis makes up to five outbound fetches: the per-address limit keeps the server from
  // being used as a crawler. A wizard visitor analyses one site, maybe a few after typos.
  const limit = rateLimit(
    ctx.env.SCRAPE_RATE_LIMIT_PER_MINUTE,
    60_000,
    'Too many website analyses from your address. Please wait a minute and try again.',
  );

  // GET /api/scrape-website?url=&t= (spec §7); t is the client's cache-buster and is ignored.
  app.get(
    '/scrape-website',
    {
      config: limit,
      schema: { tags: ['wizard'], querystring: ZScrapeWebsiteQuery, response: { 200: ZScrapeWebsiteResponse } },
    },
    async (req, reply) => {
      reply
        .header('cache-control', 'no-store, no-cache, must-revalidate')
        .header('pragma', 'no-cache')
        .header('expires', '0');
      await spendDailyAllowance(ctx, req.ip, anonymousAllowances(ctx.env).analysis);
      // Public (wizard step 3): pages read for an anonymous visitor never feed admin research.
      // The agent designed from it answers callers from the business's fact sheet: read it now too.
      return analyzeWebsite(ctx, req.query.url, 'visitor', { factSheet: true });
    },
  );
};
