import { ZAuditLogQuery, ZAuditLogResponse } from '@common/audit/schemas';
import type { FeatureRoutes } from '../../http/types';
import { listAuditLog } from './list-audit-log';

// Read-only on purpose: the product offers no way to change or delete an entry.
export const auditRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/admin/audit-log',
    { schema: { tags: ['admin', 'audit'], querystring: ZAuditLogQuery, response: { 200: ZAuditLogResponse } } },
    (req) => listAuditLog(ctx, req.query),
  );
};
