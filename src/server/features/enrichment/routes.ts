import {
  AI_UPLOAD_FILE_NAME,
  ZAiUploadRequest,
  ZAiUploadResponse,
  ZEnrichedRow,
  ZEnrichedRowsQuery,
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
import { z } from 'zod';
import { ZLeadBulkEnrichResponse, ZLeadBulkRequest } from '@common/campaigns/lead-edit';
import { ZImportErrorResponse } from '@common/campaigns/schemas';
import { AppError, isAppError } from '@common/errors';
import type { FeatureRoutes } from '../../http/types';
import { campaignExists, countByStatus } from './enrichment.repo';
import { aiUpload, enrichedCsv, enrichedRows } from './ai-upload';
import { enrichRow } from './enrich-row';
import { getLeadEnrichment } from './get-lead-enrichment';
import { queueEnrichment, startCampaignEnrichment, startLeadEnrichment } from './start-enrichment';
import { testFirecrawl } from './test-firecrawl';

// Every route here is admin-only: /api/admin/* by prefix, and /api/enrich-lead by its own entry in
// PROTECTED_PREFIXES (it fetches arbitrary websites).
export const enrichmentRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'enrichment'];

  app.post(
    '/admin/campaigns/:id/enrich',
    { schema: { tags, params: ZIdParams, body: ZEnrichCampaignRequest, response: { 202: ZEnrichJobResponse } } },
    async (req, reply) => reply.code(202).send(await startCampaignEnrichment(ctx, req.params.id, req.body?.leadIds)),
  );

  app.post(
    '/admin/leads/:id/enrich',
    { schema: { tags, params: ZIdParams, response: { 202: ZEnrichJobResponse } } },
    async (req, reply) => reply.code(202).send(await startLeadEnrichment(ctx, req.params.id)),
  );

  // The lead list's bulk action: idempotent, so selected leads already enriched are no error.
  app.post(
    '/admin/campaigns/:id/leads/bulk-enrich',
    { schema: { tags, params: ZIdParams, body: ZLeadBulkRequest, response: { 200: ZLeadBulkEnrichResponse } } },
    async (req) => queueEnrichment(ctx, req.params.id, req.body.leadIds),
  );

  app.get(
    '/admin/leads/:id/enrichment',
    { schema: { tags, params: ZIdParams, response: { 200: ZLeadEnrichmentResponse } } },
    async (req) => getLeadEnrichment(ctx, req.params.id),
  );

  app.get(
    '/admin/campaigns/:id/enrichment-stats',
    { schema: { tags, params: ZIdParams, response: { 200: ZEnrichmentStats } } },
    async (req) => {
      if (!(await campaignExists(ctx.db, req.params.id))) throw new AppError('NOT_FOUND', 'Campaign not found');
      return countByStatus(ctx.db, { campaignId: req.params.id });
    },
  );

  // 10,000 rows of an AI Upload fit in a few MB of JSON.
  app.post(
    '/admin/campaigns/ai-upload',
    {
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        body: ZAiUploadRequest,
        response: { 202: ZAiUploadResponse, 400: ZImportErrorResponse, 409: ZImportErrorResponse },
      },
    },
    async (req, reply) => {
      try {
        return reply.code(202).send(await aiUpload(ctx, req.body, req.adminUser));
      } catch (err) {
        // The campaigns use-case's row errors ('Row N: …') go back as its create call sends them.
        if (!isAppError(err) || err.status >= 500) throw err;
        const d = (err.details ?? {}) as { errors?: string[]; errorCount?: number };
        return reply.status(err.status === 409 ? 409 : 400).send({
          error: err.message,
          errors: d.errors ?? [],
          errorCount: d.errorCount ?? 0,
          code: err.code,
          requestId: req.id,
        });
      }
    },
  );

  app.get(
    '/admin/campaigns/:id/enriched-leads',
    { schema: { tags, params: ZIdParams, querystring: ZEnrichedRowsQuery, response: { 200: z.array(ZEnrichedRow) } } },
    async (req) => {
      if (!(await campaignExists(ctx.db, req.params.id))) throw new AppError('NOT_FOUND', 'Campaign not found');
      return enrichedRows(ctx, req.params.id, req.query.limit);
    },
  );

  app.get('/admin/campaigns/:id/enriched-leads.csv', { schema: { tags, params: ZIdParams } }, async (req, reply) => {
    if (!(await campaignExists(ctx.db, req.params.id))) throw new AppError('NOT_FOUND', 'Campaign not found');
    const csv = await enrichedCsv(ctx, req.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${AI_UPLOAD_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/enrich-lead', { schema: { tags, body: ZEnrichRowRequest, response: { 200: ZEnrichment } } }, async (req) =>
    enrichRow(ctx, req.body),
  );

  app.post(
    '/admin/test-firecrawl',
    { schema: { tags, body: ZTestFirecrawlRequest, response: { 200: ZTestFirecrawlResponse } } },
    async (req) => testFirecrawl(ctx, req.body),
  );
};
