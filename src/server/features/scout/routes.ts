import {
  ZFiresearchRequest,
  ZFiresearchResponse,
  ZGenerateProspectingCampaignRequest,
  ZGenerateProspectingCampaignResponse,
  ZScoutCampaignRequest,
  ZScoutCampaignResponse,
  ZScoutRun,
  ZScoutRunList,
  ZScoutRunParams,
} from '@common/scout/schemas';
import type { FeatureRoutes } from '../../http/types';
import { createScoutCampaign } from './create-scout-campaign';
import { generateProspectingCampaign } from './generate-prospecting-campaign';
import { runScoutResearch } from './run-scout-research';
import { getRun, listRuns } from './scout-runs';

// All under /api/admin: the admin guard is attached at registration.
export const scoutRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/admin/firesearch',
    { schema: { tags: ['admin', 'lead-scout'], body: ZFiresearchRequest, response: { 200: ZFiresearchResponse } } },
    async (req, reply) => {
      // The admin's Cancel aborts the fetch; the closed connection stops the research.
      const cancel = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) cancel.abort();
      });
      return runScoutResearch(ctx, req.body, req.adminUser, cancel.signal);
    },
  );
  app.post(
    '/admin/generate-prospecting-campaign',
    {
      schema: {
        tags: ['admin', 'lead-scout'],
        body: ZGenerateProspectingCampaignRequest,
        response: { 200: ZGenerateProspectingCampaignResponse },
      },
    },
    async (req) => generateProspectingCampaign(ctx, req.body),
  );
  app.get(
    '/admin/scout-runs',
    { schema: { tags: ['admin', 'lead-scout'], response: { 200: ZScoutRunList } } },
    async () => listRuns(ctx),
  );
  app.get(
    '/admin/scout-runs/:id',
    { schema: { tags: ['admin', 'lead-scout'], params: ZScoutRunParams, response: { 200: ZScoutRun } } },
    async (req) => getRun(ctx, req.params.id),
  );
  app.post(
    '/admin/scout-runs/:id/campaign',
    {
      schema: {
        tags: ['admin', 'lead-scout'],
        params: ZScoutRunParams,
        body: ZScoutCampaignRequest,
        response: { 200: ZScoutCampaignResponse },
      },
    },
    async (req) => createScoutCampaign(ctx, req.params.id, req.body, req.adminUser),
  );
};
