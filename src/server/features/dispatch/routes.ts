import { z } from 'zod';
import {
  ZAssignVoicesResponse,
  ZDispatchPreview,
  ZDispatchRequest,
  ZDispatchResponse,
  ZDoNotCallAdd,
  ZDoNotCallImport,
  ZDoNotCallImportResult,
  ZDoNotCallList,
  ZDoNotCallRemove,
  ZDispatchRunResponse,
  ZUpdateCallStatusResponse,
} from '@common/dispatch/schemas';
import {
  REGISTRY_MAX_BYTES,
  ZConsentState,
  ZRegistryImportQuery,
  ZRegistryImportResult,
  ZRegistryStatus,
} from '@common/dispatch/registry';
import { AppError } from '@common/errors';
import { id } from '@common/text/schemas';
import type { FeatureRoutes } from '../../http/types';
import { ZLeadBulkResponse, ZLeadBulkVoiceRequest } from '@common/campaigns/lead-edit';
import { assignCampaignVoices } from './assign-campaign-voices';
import { assignLeadVoice } from './assign-lead-voice';
import { clearTestCalls, getDispatchRun, pauseDispatch, resumeDispatch, stopDispatch } from './control-dispatch';
import { attestConsent } from './consent-attestation';
import { campaignExists } from './dispatch.repo';
import { getRegistryStatus } from './get-registry-status';
import { importDncRegistry } from './import-dnc-registry';
import { addToDoNotCall, getDoNotCallList, importDoNotCall, removeFromDoNotCall } from '../outreach-state/do-not-call';
import { getDispatchPreview } from './get-dispatch-preview';
import { startDispatch } from './start-dispatch';
import { updateCampaignCallStatus } from './update-call-status';

const ZIdParams = z.object({ id: id() });

// Campaign dispatch (spec part 2 Dispatch tab, §7) and the compliance guard's do-not-call list.
// All admin-only by the /api/admin prefix.
export const dispatchRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'dispatch'];

  app.post(
    '/admin/campaigns/:id/assign-voices',
    { schema: { tags, params: ZIdParams, response: { 200: ZAssignVoicesResponse } } },
    async (req) => assignCampaignVoices(ctx, req.params.id),
  );

  app.post(
    '/admin/campaigns/:id/leads/bulk-assign-voice',
    { schema: { tags, params: ZIdParams, body: ZLeadBulkVoiceRequest, response: { 200: ZLeadBulkResponse } } },
    async (req) => assignLeadVoice(ctx, req.params.id, req.body),
  );

  app.get(
    '/admin/campaigns/:id/dispatch-preview',
    { schema: { tags, params: ZIdParams, response: { 200: ZDispatchPreview } } },
    async (req) => getDispatchPreview(ctx, req.params.id),
  );

  app.post(
    '/admin/campaigns/:id/dispatch-calls',
    { schema: { tags, params: ZIdParams, body: ZDispatchRequest.optional(), response: { 202: ZDispatchResponse } } },
    async (req, reply) =>
      reply
        .code(202)
        .send(await startDispatch(ctx, req.params.id, ZDispatchRequest.parse(req.body ?? {}), req.adminUser)),
  );

  // The open run and its controls; test results (labelled Test) and clearing them.
  const run = { tags, params: ZIdParams, response: { 200: ZDispatchRunResponse } };
  app.get('/admin/campaigns/:id/dispatch-run', { schema: run }, async (req) => getDispatchRun(ctx, req.params.id));
  app.post('/admin/campaigns/:id/dispatch-run/pause', { schema: run }, async (req) =>
    pauseDispatch(ctx, req.params.id),
  );
  app.post('/admin/campaigns/:id/dispatch-run/resume', { schema: run }, async (req) =>
    resumeDispatch(ctx, req.params.id),
  );
  app.post('/admin/campaigns/:id/dispatch-run/stop', { schema: run }, async (req) => stopDispatch(ctx, req.params.id));
  app.post(
    '/admin/campaigns/:id/test-calls/clear',
    { schema: { tags, params: ZIdParams, response: { 200: z.object({ cleared: z.number().int() }) } } },
    async (req) => clearTestCalls(ctx, req.params.id),
  );

  app.post(
    '/admin/campaigns/:id/consent-attestation',
    { schema: { tags, params: ZIdParams, response: { 200: ZConsentState } } },
    async (req) => {
      if (!(await campaignExists(ctx.db, req.params.id))) throw new AppError('NOT_FOUND', 'Campaign not found');
      return attestConsent(ctx, req.params.id, req.adminUser);
    },
  );

  app.post(
    '/admin/campaigns/:id/update-call-status',
    { schema: { tags, params: ZIdParams, response: { 200: ZUpdateCallStatusResponse } } },
    async (req) => updateCampaignCallStatus(ctx, req.params.id),
  );

  app.get('/admin/do-not-call', { schema: { tags, response: { 200: ZDoNotCallList } } }, async () =>
    getDoNotCallList(ctx),
  );
  app.post(
    '/admin/do-not-call',
    {
      schema: { tags, body: ZDoNotCallAdd, response: { 200: z.object({ phoneE164: z.string(), added: z.boolean() }) } },
    },
    async (req) => addToDoNotCall(ctx, req.body.phoneNumber, req.body.note),
  );
  app.post(
    '/admin/do-not-call/remove',
    { schema: { tags, body: ZDoNotCallRemove, response: { 200: z.object({ removed: z.boolean() }) } } },
    async (req) => removeFromDoNotCall(ctx, req.body.phoneNumber),
  );
  app.get('/admin/do-not-call/registry', { schema: { tags, response: { 200: ZRegistryStatus } } }, async () =>
    getRegistryStatus(ctx),
  );
  // The registry download as it came (a zip, or its unzipped text), as the raw body.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      ['application/zip', 'application/x-zip-compressed', 'application/octet-stream', 'text/plain'],
      { parseAs: 'buffer', bodyLimit: REGISTRY_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    upload.post(
      '/admin/do-not-call/registry',
      {
        bodyLimit: REGISTRY_MAX_BYTES,
        schema: { tags, querystring: ZRegistryImportQuery, response: { 200: ZRegistryImportResult } },
      },
      async (req) => {
        // Any other content type went through the app's own parsers (a JSON string is not a file).
        const body = Buffer.isBuffer(req.body) ? req.body : undefined;
        if (!body?.length) throw new AppError('VALIDATION', 'Choose a registry file to upload');
        const q = ZRegistryImportQuery.parse(req.query);
        return importDncRegistry(ctx, { ...q, body, importedBy: req.adminUser?.id ?? null });
      },
    );
  });
  app.post(
    '/admin/do-not-call/import',
    { schema: { tags, body: ZDoNotCallImport, response: { 200: ZDoNotCallImportResult } } },
    async (req) => importDoNotCall(ctx, req.body.csv),
  );
};
