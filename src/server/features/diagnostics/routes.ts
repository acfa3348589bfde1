import { ZDiagnosticsEnvironment, ZNetworkTestResponse } from '@common/diagnostics/schemas';
import type { FeatureRoutes } from '../../http/types';
import { spentAllowanceWarnings } from '../limits/anonymous-allowances';
import { countMembers } from '../members/count-members';
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
      const alerts = [
        ...(texts.spent ? [textBudgetWarning(texts.budget)] : []),
        ...(await spentAllowanceWarnings(ctx)),
      ];
      return getEnvironmentDiagnostics(ctx.env, ctx.providers.report, alerts, await countMembers(ctx));
    },
  );
  app.get('/debug/network-test', { schema: { tags: ['admin'], response: { 200: ZNetworkTestResponse } } }, () =>
    runNetworkTests(ctx),
  );
};
