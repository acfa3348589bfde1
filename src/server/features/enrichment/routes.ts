import {
  ZEnrichCampaignRequest,
  ZEnrichJobResponse,
  ZEnrichment,
  ZEnrichmentStats,
  ZEnrichRowRequest,
  ZIdParams,
  ZLeadEnrichmentResponse,
  ZTestFirecrawlRequest,
  ZTestFirecrawlResponse,
} from '@common/enrichment/schemas';
import { AppError } from '@common/errors';
import type { FeatureRoutes } from '../../http/types';
import { campaignExists, countByStatus } from './enrichment.repo';
import { enrichRow } from './enrich-row';
import { getLeadEnrichment } from './get-lead-enrichment';
import { startCampaignEnrichment, startLeadEnrichment } from './start-enrichment';
import { testFirecrawl } from './test-firecrawl';

// Every route here is admin-only: /api/admin/* by prefix, and /api/enrich-lead by its own entry in
// PROTECTED_PREFIXES (it fetches arbitrary websites).
export const enrichmentRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'enrichment'];

  app.post('/admin/campaigns/:id/enrich', { schema: { tags, params: ZIdParams, body: ZEnrichCampaignRequest, response: { 202: ZEnrichJobResponse } } }, async (req, reply) =>
    reply.code(202).send(await startCampaignEnrichment(ctx, req.params.id, req.body?.leadIds)),
  );

  app.post('/admin/leads/:id/enrich', { schema: { tags, params: ZIdParams, response: { 202: ZEnrichJobResponse } } }, async (req, reply) =>
    reply.code(202).send(await startLeadEnrichment(ctx, req.params.id)),
  );

  app.get('/admin/leads/:id/enrichment', { schema: { tags, params: ZIdParams, response: { 200: ZLeadEnrichmentResponse } } }, async (req) => getLeadEnrichment(ctx, req.params.id));

  app.get('/admin/campaigns/:id/enrichment-stats', { schema: { tags, params: ZIdParams, response: { 200: ZEnrichmentStats } } }, async (req) => {
    if (!(await campaignExists(ctx.db, req.params.id))) throw new AppError('NOT_FOUND', 'Campaign not found');
    return countByStatus(ctx.db, { campaignId: req.params.id });
  });

  app.post('/enrich-lead', { schema: { tags, body: ZEnrichRowRequest, response: { 200: ZEnrichment } } }, async (req) => enrichRow(ctx, req.body));

  app.post('/admin/test-firecrawl', { schema: { tags, body: ZTestFirecrawlRequest, response: { 200: ZTestFirecrawlResponse } } }, async (req) => testFirecrawl(ctx, req.body));
};
