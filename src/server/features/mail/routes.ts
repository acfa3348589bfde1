import { ZOutboxResponse } from '@common/mail/schemas';
import type { FeatureRoutes } from '../../http/types';
import { listOutboxMessages } from './list-outbox';

export const mailRoutes: FeatureRoutes = async (app, ctx) => {
  // Admin-only by its prefix (admin-guard.ts): the outbox holds live sign-in and reset links,
  // shown only to their recipient and to Owners.
  app.get('/admin/outbox', { schema: { tags: ['admin'], response: { 200: ZOutboxResponse } } }, (req) =>
    listOutboxMessages(ctx, req.adminUser!),
  );
};
