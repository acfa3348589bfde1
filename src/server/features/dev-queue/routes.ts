import { z } from 'zod';
import { text } from '@common/text/schemas';
import {
  ZBookingWebhookResponse,
  ZCampaignQueueParams,
  ZCreateBookingResponse,
  ZDeveloperQueueQuery,
  ZDeveloperQueueResponse,
  ZLeadIdParams,
  ZMeetingPrep,
  ZProcessSuccessfulCallsResponse,
  ZQualifiedLeadsResponse,
  ZScheduledMeetingsResponse,
} from '@common/dev-queue/schemas';
import {
  ZLeadBookingPage,
  ZLeadBookingParams,
  ZLeadBookSlotRequest,
  ZLeadBookSlotResponse,
} from '@common/dev-queue/lead-booking-page';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { bookLeadByToken } from './book-lead-by-token';
import { getLeadBookingPage } from './get-lead-booking-page';
import { createLeadBooking } from './create-lead-booking';
import { getDeveloperQueue } from './get-developer-queue';
import { getMeetingPrep } from './get-meeting-prep';
import { prepareMeeting } from './prepare-meeting';
import { handleBookingWebhook } from './handle-booking-webhook';
import { listQualifiedLeads } from './list-qualified-leads';
import { listScheduledMeetings } from './list-scheduled-meetings';
import { processSuccessfulCalls } from './process-successful-calls';

// The Dev Queue tab (spec part 2 §2, §7). Admin-only by the /api/admin prefix; the Calendly webhook
// is public and trusted only after its signature is verified. A lead's booking page is public and
// let in by its random token; the limits keep token guessing and slot grabbing slow.
const RATE_LIMITED = 'Too many requests. Please wait a moment before trying again.';
const pageLimit = rateLimit(60, 60_000, RATE_LIMITED);
const bookLimit = rateLimit(30, 60_000, RATE_LIMITED);

export const devQueueRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'dev-queue'];
  app.get(
    '/book/:token',
    {
      config: pageLimit,
      schema: { tags: ['booking'], params: ZLeadBookingParams, response: { 200: ZLeadBookingPage } },
    },
    async (req) => getLeadBookingPage(ctx, req.params.token),
  );
  app.post(
    '/book/:token',
    {
      config: bookLimit,
      schema: {
        tags: ['booking'],
        params: ZLeadBookingParams,
        body: ZLeadBookSlotRequest,
        response: { 200: ZLeadBookSlotResponse },
      },
    },
    async (req) => bookLeadByToken(ctx, req.params.token, req.body),
  );
  app.get(
    '/admin/developer-queue',
    { schema: { tags, querystring: ZDeveloperQueueQuery, response: { 200: ZDeveloperQueueResponse } } },
    async (req) => getDeveloperQueue(ctx, req.query.limit),
  );
  app.get(
    '/admin/campaigns/:id/qualified-leads',
    { schema: { tags, params: ZCampaignQueueParams, response: { 200: ZQualifiedLeadsResponse } } },
    async (req) => listQualifiedLeads(ctx, req.params.id),
  );
  app.get(
    '/admin/campaigns/:id/scheduled-meetings',
    { schema: { tags, params: ZCampaignQueueParams, response: { 200: ZScheduledMeetingsResponse } } },
    async (req) => listScheduledMeetings(ctx, req.params.id),
  );
  app.post(
    '/admin/leads/:id/create-booking',
    { schema: { tags, params: ZLeadIdParams, response: { 200: ZCreateBookingResponse } } },
    async (req) => createLeadBooking(ctx, req.params.id),
  );
  app.post(
    '/admin/campaigns/:id/process-successful-calls',
    { schema: { tags, params: ZCampaignQueueParams, response: { 200: ZProcessSuccessfulCallsResponse } } },
    async (req) => processSuccessfulCalls(ctx, req.params.id),
  );
  app.get(
    '/admin/leads/:id/meeting-prep',
    { schema: { tags, params: ZLeadIdParams, response: { 200: ZMeetingPrep } } },
    async (req) => getMeetingPrep(ctx, req.params.id),
  );
  app.post(
    '/admin/leads/:id/meeting-prep',
    { schema: { tags, params: ZLeadIdParams, response: { 200: ZMeetingPrep } } },
    async (req) => prepareMeeting(ctx, req.params.id),
  );
  // One booking webhook per scheduling provider kind (the calendar's webhook subscription points here).
  app.post(
    '/webhooks/scheduling/:adapter',
    {
      config: { rawBody: true },
      schema: {
        tags: ['webhooks'],
        params: z.object({ adapter: text(40) }),
        response: { 200: ZBookingWebhookResponse },
      },
    },
    async (req) => handleBookingWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
};
