import { z } from 'zod';
import { text } from '@common/text/schemas';
import { ZChatMessageRequest, ZChatMessageResponse } from '@common/conversations/schemas';
import {
  ZAdminCall,
  ZBrowserCallEndResponse,
  ZBrowserCallParams,
  ZBrowserCallResponse,
  ZCreatePhoneNumberRequest,
  ZInboundWebhookResponse,
  ZPhoneNumber,
  ZPhoneNumberList,
  ZSandboxInboundCallRequest,
  ZSandboxInboundCallResponse,
  ZUpdatePhoneNumberRequest,
} from '@common/phone-numbers/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { getCallRecord } from '../conversations/get-call-record';
import { addPhoneNumber } from './add-phone-number';
import { handleInboundWebhook } from './handle-inbound-webhook';
import { endBrowserCall } from './end-browser-call';
import { listPhoneNumbers } from './list-phone-numbers';
import { placeSandboxInboundCall } from './place-sandbox-inbound-call';
import { removePhoneNumber } from './remove-phone-number';
import { sayOnBrowserCall } from './say-on-browser-call';
import { startBrowserCall } from './start-browser-call';
import { updatePhoneNumber } from './update-phone-number';

// The Phone numbers tab and the calls to those numbers. Admin routes are guarded by their prefix;
// the provider's inbound webhook is public and trusted only after its signature checks out.
const tags = ['admin', 'phone-numbers'];
const ZId = z.object({ id: z.uuid() });
const sandboxCallLimit = rateLimit(20, 60_000, 'Too many test calls. Please wait a minute before trying again.');
const browserCallLimit = rateLimit(20, 60_000, 'Too many test calls. Please wait a minute before trying again.');

export const phoneNumberRoutes: FeatureRoutes = async (app, ctx) => {
  app.get('/admin/phone-numbers', { schema: { tags, response: { 200: ZPhoneNumberList } } }, () =>
    listPhoneNumbers(ctx),
  );
  app.post(
    '/admin/phone-numbers',
    { schema: { tags, body: ZCreatePhoneNumberRequest, response: { 201: ZPhoneNumber } } },
    async (req, reply) => reply.code(201).send(await addPhoneNumber(ctx, req.body)),
  );
  app.patch(
    '/admin/phone-numbers/:id',
    { schema: { tags, params: ZId, body: ZUpdatePhoneNumberRequest, response: { 200: ZPhoneNumber } } },
    (req) => updatePhoneNumber(ctx, req.params.id, req.body),
  );
  app.delete(
    '/admin/phone-numbers/:id',
    { schema: { tags, params: ZId, response: { 200: z.object({ deleted: z.literal(true) }) } } },
    async (req) => {
      await removePhoneNumber(ctx, req.params.id);
      return { deleted: true as const };
    },
  );
  app.post(
    '/admin/phone-numbers/:id/sandbox-calls',
    {
      config: sandboxCallLimit,
      schema: {
        tags,
        params: ZId,
        body: ZSandboxInboundCallRequest,
        response: { 201: ZSandboxInboundCallResponse },
      },
    },
    async (req, reply) => reply.code(201).send(await placeSandboxInboundCall(ctx, req.params.id, req.body.from)),
  );
  // The admin as the caller, typing: the same answer, conversation and finish as a provider's call.
  app.post(
    '/admin/phone-numbers/:id/browser-calls',
    {
      config: browserCallLimit,
      schema: { tags, params: ZId, body: ZSandboxInboundCallRequest, response: { 201: ZBrowserCallResponse } },
    },
    async (req, reply) => reply.code(201).send(await startBrowserCall(ctx, req.params.id, req.body.from)),
  );
  app.post(
    '/admin/phone-numbers/:id/browser-calls/:callId/turns',
    {
      schema: { tags, params: ZBrowserCallParams, body: ZChatMessageRequest, response: { 200: ZChatMessageResponse } },
    },
    (req) => sayOnBrowserCall(ctx, req.params.id, req.params.callId, req.body.text),
  );
  app.post(
    '/admin/phone-numbers/:id/browser-calls/:callId/end',
    { schema: { tags, params: ZBrowserCallParams, response: { 200: ZBrowserCallEndResponse } } },
    (req) => endBrowserCall(ctx, req.params.id, req.params.callId),
  );
  app.get(
    '/admin/calls/:id',
    { schema: { tags: ['admin', 'calls'], params: ZId, response: { 200: ZAdminCall } } },
    (req) => getCallRecord(ctx, req.params.id),
  );
  app.post(
    '/webhooks/voice/:adapter/inbound',
    {
      config: { rawBody: true },
      schema: {
        tags: ['webhooks'],
        params: z.object({ adapter: text(40) }),
        response: { 200: ZInboundWebhookResponse },
      },
    },
    (req) => handleInboundWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
};
