import {
  ENROL_MAX_LEADS,
  ZCampaignIdParams,
  ZEnrolLeadsRequest,
  ZEnrolLeadsResponse,
  ZIdempotencyHeaders,
  ZV1CallPage,
  ZV1CallsQuery,
  ZV1CampaignList,
} from '@common/public-api/schemas';
import { ZV1AutoDispatchRequest, ZV1AutoDispatchResponse } from '@common/public-api/auto-dispatch';
import { v1ErrorResponses } from '@common/public-api/errors';
import { apiKeyRoute, keyActor } from '../../http/api-key-guard';
import type { FeatureRoutes } from '../../http/types';
import { listCampaigns } from '../campaigns/list-campaigns';
import { enrolLeads, tooManyLeads } from './enrol-leads';
import { listCalls } from './list-calls';
import { switchAutoDispatch } from './switch-auto-dispatch';

// 1,000 leads of the longest fields the import allows run to about 5 MB of JSON.
const ENROL_BODY_LIMIT = 6 * 1024 * 1024;

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
        response: { 200: ZV1CampaignList, ...v1ErrorResponses(401, 403, 429) },
      },
    },
    async () => ({ items: await listCampaigns(ctx) }),
  );
  app.post(
    '/v1/campaigns/:id/leads',
    {
      config: apiKeyRoute('leads:write', limit),
      bodyLimit: ENROL_BODY_LIMIT,
      // Before validation, so a list over the cap is a 413 and not one more 400.
      preValidation: async (req) => {
        const leads = (req.body as { leads?: unknown } | undefined)?.leads;
        if (Array.isArray(leads) && leads.length > ENROL_MAX_LEADS) throw tooManyLeads();
      },
      schema: {
        tags,
        security,
        summary: 'Enrol leads into a campaign',
        description:
          `1 to ${ENROL_MAX_LEADS} leads with the CSV import's fields and rules. Each lead gets a result: ` +
          '`created` (with its id), `duplicate` (the campaign already has the address; the existing id), ' +
          "`invalid` (the import's message for that row, numbered index + 2) or `blocked` (`do-not-call`, or " +
          '`no-consent`: on the national registry without written consent). Send an `Idempotency-Key` to make ' +
          'retries safe: the same key answers the first answer for 24 hours. Scope `leads:write`; 413 above the cap.',
        params: ZCampaignIdParams,
        headers: ZIdempotencyHeaders,
        body: ZEnrolLeadsRequest,
        response: { 200: ZEnrolLeadsResponse, ...v1ErrorResponses(400, 401, 403, 404, 413, 422, 429) },
      },
    },
    (req) => enrolLeads(ctx, keyActor(req), req.params.id, req.body, req.headers['idempotency-key'] ?? null),
  );
  app.get(
    '/v1/calls',
    {
      config: apiKeyRoute('calls:read', limit),
      schema: {
        tags,
        security,
        summary: 'Read campaign calls',
        description:
          'Campaign calls with their lead, status, end reason, disposition, summary and extracted fields, in the ' +
          'order they last changed. Filter by `campaignId` and `since` (ISO 8601); page with `cursor` = the previous ' +
          "page's `nextCursor` while `hasMore`; keep the last cursor to poll for calls changed later. Scope `calls:read`.",
        querystring: ZV1CallsQuery,
        response: { 200: ZV1CallPage, ...v1ErrorResponses(400, 401, 403, 429) },
      },
    },
    (req) => listCalls(ctx, req.query),
  );
  app.patch(
    '/v1/campaigns/:id/auto-dispatch',
    {
      config: apiKeyRoute('campaigns:write', limit),
      schema: {
        tags,
        security,
        summary: 'Switch automatic dialling',
        description:
          'Turns automatic dialling of enrolled leads on or off, as the Dispatch tab does. Turned on without an ' +
          'open run, it opens one: a test run unless `testMode: false` (then with `consentAttestation: true`, and ' +
          'the campaign must name its business). Scope `campaigns:write`; 409 when the campaign cannot start ' +
          '(archived, paused, no business name, simulations not passed).',
        params: ZCampaignIdParams,
        body: ZV1AutoDispatchRequest,
        response: { 200: ZV1AutoDispatchResponse, ...v1ErrorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req) => {
      const { answer, changes } = await switchAutoDispatch(ctx, req.params.id, req.body);
      // The audit log keeps the switch as it was and as it is, as for the admin's PATCH.
      req.auditChanges = changes;
      return answer;
    },
  );
};
