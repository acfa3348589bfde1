import { ZDiagnosticsEnvironment, ZNetworkTestResponse } from '@common/diagnostics/schemas';
import type { FeatureRoutes } from '../../http/types';
import { getTextBudget } from '../phone-verification/get-text-budget';
import { getEnvironmentDiagnostics, textBudgetWarning } from './get-environment-diagnostics';
import { runNetworkTests } from './run-network-tests';

// Under /api/debug, so the admin guard covers both (http/admin-guard.ts).
export const diagnosticsRoutes: FeatureRoutes = async (app, ctx) => {
  app.get(
    '/debug/environment',
    { schema: { tags: ['admin'], response: { 200: ZDiagnosticsEnvironment } } },
    async () => {
      const texts = await getTextBudget(ctx);
      return getEnvironmentDiagnostics(
        ctx.env,
        ctx.providers.report,
        texts.spent ? [textBudgetWarning(texts.budget)] : [],
      );
    },
  );
  app.get('/debug/network-test', { schema: { tags: ['admin'], response: { 200: ZNetworkTestResponse } } }, () =>
    runNetworkTests(ctx),
  );
};
