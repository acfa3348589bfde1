import { ZAnalyticsReport, ZAnalyticsReportQuery } from '@common/analytics/report';
import type { FeatureRoutes } from '../../http/types';
import { getAnalyticsReport } from './get-analytics-report';

/** The admin Analytics tab's data (guarded: it lives under /api/admin). */
export const analyticsReportRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/admin/analytics',
    { schema: { tags: ['admin'], querystring: ZAnalyticsReportQuery, response: { 200: ZAnalyticsReport } } },
    (req) => getAnalyticsReport(ctx, req.query),
  );
};
