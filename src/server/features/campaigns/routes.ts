import multipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CSV_MAX_BYTES,
  ZCampaign,
  ZCampaignList,
  ZCampaignListQuery,
  ZCampaignParams,
  ZCreateCampaignRequest,
  ZCreateCampaignResponse,
  ZImportErrorResponse,
  ZLeadListQuery,
  ZLeadPage,
  ZLeadZones,
  ZUpdateCampaignRequest,
} from '@common/campaigns/schemas';
import { ZCampaignProfileView } from '@common/campaign-settings/schemas';
import { AppError, isAppError } from '@common/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorHandler } from '../../http/error-handler';
import { sendJsonBytes } from '../../http/send-json-bytes';
import type { App, FeatureRoutes } from '../../http/types';
import { createCampaignWithLeads } from './create-campaign-with-leads';
import { deleteCampaign } from './delete-campaign';
import { importCampaignCsv } from './import-campaign-csv';
import { leadRoutes } from './lead-routes';
import { ImportLine, ZImportId, ZImportStatus } from './import-line';
import { startImportSweeper } from './sweep-imports';
import { getCampaign, listCampaigns } from './list-campaigns';
import { getCampaignSettings } from './get-campaign-settings';
import { leadPageJson } from './lead-page-json';
import { listLeadZones } from './list-lead-zones';
import { unreadablePhonesCsv } from './unreadable-phones';
import { updateCampaign } from './update-campaign';
import { assertAllowed } from '../../http/admin-guard';
import { isAutoDispatch } from '../dispatch/auto-dispatch';
import { UploadTooLarge, uploadParts } from './upload-parts';

const tags = ['admin', 'campaigns'];
const importErrors = {
  400: ZImportErrorResponse,
  404: ZImportErrorResponse,
  406: ZImportErrorResponse,
  413: ZImportErrorResponse,
  415: ZImportErrorResponse,
  507: ZImportErrorResponse,
};
// Multipart framing and the name field ride on top of the file's own bytes.
const UPLOAD_OVERHEAD = 64 * 1024;
// A 10 MB CSV of 100k leads is about 16 MB as JSON.
const CREATE_BODY_LIMIT = 24 * 1024 * 1024;

/** Create and import answer 4xx as `{ error, errors, errorCount }` (spec §7 plus the row list). */
function sendImportError(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  if (isAppError(err) && (err.status < 500 || err.code === 'INSUFFICIENT_STORAGE')) {
    const d = (err.details ?? {}) as { errors?: string[]; errorCount?: number };
    return reply.status(err.status).send({
      error: err.message,
      errors: d.errors ?? [],
      errorCount: d.errorCount ?? 0,
      code: err.code,
      requestId: req.id,
    });
  }
  const status = (err as FastifyError).statusCode;
  if (err instanceof UploadTooLarge || status === 413)
    return reply
      .status(413)
      .send({ error: new UploadTooLarge().message, errors: [], errorCount: 0, code: 'BAD_REQUEST', requestId: req.id });
  if (status && status >= 400 && status < 500)
    return reply
      .status(status)
      .send({ error: (err as Error).message, errors: [], errorCount: 0, code: 'BAD_REQUEST', requestId: req.id });
  throw err;
}

/** Request-validation failures of create and import answer in the same shape as their row errors. */
function importErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = err.validation.map((v) => v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request');
    return reply.status(400).send({
      error: `Invalid request: ${fields.slice(0, 5).join(', ')}`,
      errors: [],
      errorCount: 0,
      code: 'VALIDATION',
      requestId: req.id,
    });
  }
  return errorHandler(err, req, reply);
}

export const campaignRoutes: FeatureRoutes = async (app, ctx) => {
  const line = new ImportLine(ctx.env.IMPORT_CONCURRENCY, ctx.db, (err) =>
    ctx.logger.warn({ err }, 'import progress not saved'),
  );
  const sweeper = await startImportSweeper(ctx);
  app.addHook('onClose', async () => sweeper.stop());

  // The Upload tab polls this while its upload runs: place in line, then leads written so far.
  app.get(
    '/admin/campaigns/imports/:importId',
    { schema: { tags, params: z.object({ importId: ZImportId }), response: { 200: ZImportStatus } } },
    async (req) => {
      const status = await line.status(req.params.importId);
      if (!status) throw new AppError('NOT_FOUND', 'No such import');
      return status;
    },
  );

  app.get(
    '/admin/campaigns',
    { schema: { tags, querystring: ZCampaignListQuery, response: { 200: ZCampaignList } } },
    async (req) => listCampaigns(ctx, req.query.archived === 'include'),
  );

  app.delete(
    '/admin/campaigns/:id',
    {
      schema: {
        tags,
        params: ZCampaignParams,
        description:
          'Deletes the campaign and its leads; their call records stay. A running campaign is refused (409).',
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (req) => deleteCampaign(ctx, req.params.id),
  );

  await leadRoutes(app, ctx);

  app.get(
    '/admin/campaigns/:id',
    { schema: { tags, params: ZCampaignParams, response: { 200: ZCampaign } } },
    async (req) => {
      const campaign = await getCampaign(ctx, req.params.id);
      if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
      return { ...campaign, autoDispatch: await isAutoDispatch(ctx, req.params.id) };
    },
  );

  app.patch(
    '/admin/campaigns/:id',
    { schema: { tags, params: ZCampaignParams, body: ZUpdateCampaignRequest, response: { 200: ZCampaign } } },
    async (req) => {
      // Turning auto-dispatch on starts calling: the permission Dispatch Calls needs, not only settings.
      if (req.body.autoDispatch !== undefined && req.adminUser) assertAllowed(req.adminUser, 'campaigns:run');
      const { campaign, changes } = await updateCampaign(
        ctx,
        req.params.id,
        req.body,
        req.adminUser?.id ?? null,
        req.adminUser ?? null,
      );
      req.auditChanges = changes;
      return campaign;
    },
  );

  app.get(
    '/admin/campaigns/:id/settings',
    { schema: { tags, params: ZCampaignParams, response: { 200: ZCampaignProfileView } } },
    async (req) => getCampaignSettings(ctx, req.params.id),
  );

  app.get(
    '/admin/campaigns/:id/leads',
    {
      schema: { tags, params: ZCampaignParams, querystring: ZLeadListQuery, response: { 200: ZLeadPage } },
    },
    async (req, reply) => sendJsonBytes(reply, await leadPageJson(ctx, { ...req.query, campaignId: req.params.id })),
  );

  app.get(
    '/admin/campaigns/:id/lead-zones',
    { schema: { tags, params: ZCampaignParams, response: { 200: ZLeadZones } } },
    async (req) => listLeadZones(ctx, req.params.id),
  );

  app.get(
    '/admin/campaigns/:id/unreadable-phones.csv',
    {
      schema: {
        tags,
        params: ZCampaignParams,
        description: 'CSV of the leads whose phone could not be read as a number (never called).',
      },
    },
    async (req, reply) => {
      const csv = await unreadablePhonesCsv(ctx, req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="unreadable_phones.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/leads',
    { schema: { tags, querystring: ZLeadListQuery, response: { 200: ZLeadPage } } },
    async (req, reply) => sendJsonBytes(reply, await leadPageJson(ctx, req.query)),
  );

  app.post(
    '/admin/campaigns/create',
    {
      bodyLimit: CREATE_BODY_LIMIT,
      errorHandler: importErrorHandler,
      schema: { tags, body: ZCreateCampaignRequest, response: { 200: ZCreateCampaignResponse, ...importErrors } },
    },
    async (req, reply) => {
      try {
        const { name, leads, skipInvalid } = req.body;
        return await createCampaignWithLeads(ctx, {
          name,
          leads,
          skipInvalid,
          source: 'csv',
          createdBy: req.adminUser?.id ?? null,
        });
      } catch (err) {
        return sendImportError(req, reply, err);
      }
    },
  );

  // The upload lives in its own plugin so the multipart parser (and its limits) apply to it alone.
  await app.register(async (plugin) => {
    const upload = plugin as unknown as App;
    await upload.register(multipart, {
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    upload.post(
      '/admin/campaigns/import',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Multipart: `name` (campaign name) and `file` (a .csv of at most 10 MB); `skipInvalid=true` imports the valid rows only; an optional `mapping` (JSON `{ fields: { email: "Work Email", … }, phones: ["Corporate Phone", "Mobile Phone"] }`, before the file: the columns of the mapping step; phones are tried per row in that order) and an optional `importId` (a UUID, before the file) names the import for GET /admin/campaigns/imports/{importId}. A full database disk answers 507.',
          querystring: z.object({ skipInvalid: z.enum(['true', 'false']).optional() }),
          response: { 200: ZCreateCampaignResponse, ...importErrors },
        },
        errorHandler: importErrorHandler,
        // Refused before a byte of the body is read when the declared size is already too big.
        preValidation: async (req, reply) => {
          const declared = Number(req.headers['content-length'] ?? 0);
          if (declared > CSV_MAX_BYTES + UPLOAD_OVERHEAD) return sendImportError(req, reply, new UploadTooLarge());
        },
      },
      async (req, reply) => {
        try {
          return await importCampaignCsv(ctx, {
            parts: uploadParts(req),
            skipInvalid: req.query.skipInvalid === 'true',
            createdBy: req.adminUser?.id ?? null,
            line,
          });
        } catch (err) {
          return sendImportError(req, reply, err);
        }
      },
    );
  });
};
