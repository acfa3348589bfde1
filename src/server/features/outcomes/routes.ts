import { z } from 'zod';
import {
  ZCallOutcome,
  ZCampaignResults,
  ZLeadCallDetails,
  ZOutcomeSettings,
  ZOverrideRequest,
  ZResultsQuery,
  ZStopExperiment,
} from '@common/outcomes/schemas';
import type { FeatureRoutes } from '../../http/types';
import { exportResultsCsv } from './export-results-csv';
import { exportResultsXlsx, XLSX_CONTENT_TYPE } from './export-results-xlsx';
import { getCampaignResults } from './get-campaign-results';
import { getLeadCallDetails, overrideDisposition } from './lead-call-details';
import { getOutcomeSettings, saveOutcomeSettings, stopExperiment } from '../campaign-settings/outcome-settings';

// Call outcomes: settings, Results, lead details, the admin's correction and the CSV and XLSX
// exports. Admin-only by the /api/admin prefix.

const ZId = z.object({ id: z.uuid() });

export const outcomeRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'outcomes'];
  app.get(
    '/admin/campaigns/:id/outcome-settings',
    { schema: { tags, params: ZId, response: { 200: ZOutcomeSettings } } },
    async (req) => getOutcomeSettings(ctx, req.params.id),
  );
  app.put(
    '/admin/campaigns/:id/outcome-settings',
    { schema: { tags, params: ZId, body: ZOutcomeSettings, response: { 200: ZOutcomeSettings } } },
    async (req) => saveOutcomeSettings(ctx, req.params.id, req.body, req.adminUser?.id ?? null),
  );
  app.post(
    '/admin/campaigns/:id/experiment/stop',
    { schema: { tags, params: ZId, body: ZStopExperiment, response: { 200: ZOutcomeSettings } } },
    async (req) => stopExperiment(ctx, req.params.id, req.body.winner, req.adminUser?.id ?? null),
  );
  app.get(
    '/admin/campaigns/:id/results',
    { schema: { tags, params: ZId, querystring: ZResultsQuery, response: { 200: ZCampaignResults } } },
    async (req) => getCampaignResults(ctx, req.params.id, req.query),
  );
  app.get('/admin/campaigns/:id/results.csv', { schema: { tags, params: ZId } }, async (req, reply) => {
    const { stream, fileName } = await exportResultsCsv(ctx, req.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  app.get('/admin/campaigns/:id/results.xlsx', { schema: { tags, params: ZId } }, async (req, reply) => {
    const { stream, fileName } = await exportResultsXlsx(ctx, req.params.id);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  app.get(
    '/admin/leads/:id/call-details',
    { schema: { tags, params: ZId, response: { 200: ZLeadCallDetails } } },
    async (req) => getLeadCallDetails(ctx, req.params.id),
  );
  app.post(
    '/admin/calls/:id/disposition',
    { schema: { tags, params: ZId, body: ZOverrideRequest, response: { 200: ZCallOutcome } } },
    async (req) => overrideDisposition(ctx, req.params.id, req.body.disposition, req.adminUser?.id ?? null),
  );
};
