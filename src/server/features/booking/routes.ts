import { ZBookingConfigResponse, ZCreateBookingRequest, ZCreateBookingResponse } from '@common/booking/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { getBookingConfig } from './get-booking-config';
import { createBooking } from './create-booking';

const limit = rateLimit(30, 60_000, 'Too many requests. Please wait a moment before trying again.');

export const bookingRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['booking'];
  app.get('/booking/config', { schema: { tags, response: { 200: ZBookingConfigResponse } } }, async (req) =>
    getBookingConfig(ctx, req.visitorId),
  );
  app.post(
    '/booking',
    { config: limit, schema: { tags, body: ZCreateBookingRequest, response: { 200: ZCreateBookingResponse } } },
    async (req) => createBooking(ctx, req.visitorId, req.body),
  );
};
