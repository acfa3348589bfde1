import { ZScrapeWebsiteQuery, ZScrapeWebsiteResponse } from '@common/wizard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { analyzeWebsite } from './analyze-website';

// Each analysis makes up to five outbound fetches: keep one address from using the server as a
// crawler. A wizard visitor analyses one site, maybe a few after typos.
const SCRAPES_PER_IP_PER_MINUTE = 10;
const limit = rateLimit(SCRAPES_PER_IP_PER_MINUTE, 60_000, 'Too many website analyses from your address. Please wait a minute and try again.');

export const webAnalysisRoutes: FeatureRoutes = async (app, ctx) => {
  // GET /api/scrape-website?url=&t= (spec §7); t is the client's cache-buster and is ignored.
  app.get('/scrape-website', { config: limit, schema: { tags: ['wizard'], querystring: ZScrapeWebsiteQuery, response: { 200: ZScrapeWebsiteResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache').header('expires', '0');
    return analyzeWebsite(ctx, req.query.url);
  });
};
