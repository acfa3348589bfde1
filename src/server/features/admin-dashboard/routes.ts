import { ZAdminStats } from '@common/dashboard/schemas';
import type { FeatureRoutes } from '../../http/types';
import { getAdminStats } from './get-admin-stats';

export const adminDashboardRoutes: FeatureRoutes = async (app, ctx) => {
  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: ZAdminStats } } }, () => getAdminStats(ctx));
};
