import { ZHubspotDeliveryList } from '@common/hubspot/schemas';
import type { FeatureRoutes } from '../../http/types';
import { listHubspotDeliveries } from './list-hubspot-deliveries';

// The HubSpot delivery log. Admin-only by the /api/admin prefix (admin-guard.ts).
export const hubspotRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/admin/hubspot/deliveries',
    { schema: { tags: ['admin', 'hubspot'], response: { 200: ZHubspotDeliveryList } } },
    () => listHubspotDeliveries(ctx),
  );
};
