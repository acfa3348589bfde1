import type { AppContext } from '../context';
import type { App } from './types';
import { healthRoutes } from '../features/health/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { jobRoutes } from '../features/jobs/routes';
import { systemRoutes } from '../features/system/routes';
import { authRoutes } from '../features/auth/routes';
import { adminDashboardRoutes } from '../features/admin-dashboard/routes';
import { analyticsReportRoutes } from '../features/analytics/report-routes';
import { promptRoutes } from '../features/prompts/routes';
import { agentRoutes } from '../features/agents/routes';
import { callRoutes } from '../features/calls/routes';
import { dispatchRoutes } from '../features/dispatch/routes';
import { trialRoutes } from '../features/trials/routes';
import { webAnalysisRoutes } from '../features/web-analysis/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { bookingRoutes } from '../features/booking/routes';
import { diagnosticsRoutes } from '../features/diagnostics/routes';
import { mailRoutes } from '../features/mail/routes';
import { campaignRoutes } from '../features/campaigns/routes';
import { scoutRoutes } from '../features/scout/routes';
import { enrichmentRoutes } from '../features/enrichment/routes';
import { devQueueRoutes } from '../features/dev-queue/routes';
import { enhancedVoiceRoutes } from '../features/enhanced-voice/routes';
import { outcomeRoutes } from '../features/outcomes/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import { phoneVerificationRoutes } from '../features/phone-verification/routes';
import { conversationRoutes } from '../features/conversations/routes';
import { apiKeyRoutes } from '../features/api-keys/routes';
import { publicApiRoutes } from '../features/public-api/routes';
import { memberRoutes } from '../features/members/routes';
import { auditRoutes } from '../features/audit/routes';
import { simulationRoutes } from '../features/simulations/routes';
import { hubspotRoutes } from '../features/hubspot/routes';
import { phoneNumberRoutes } from '../features/phone-numbers/routes';

/** Every feature's routes, mounted under /api. Add a feature here and nowhere else. */
export async function registerFeatureRoutes(api: App, ctx: AppContext): Promise<void> {
  const features = [
    healthRoutes,
    analyticsRoutes,
    jobRoutes,
    systemRoutes,
    authRoutes,
    adminDashboardRoutes,
    analyticsReportRoutes,
    promptRoutes,
    agentRoutes,
    callRoutes,
    dispatchRoutes,
    trialRoutes,
    webAnalysisRoutes,
    paymentsRoutes,
    bookingRoutes,
    diagnosticsRoutes,
    mailRoutes,
    campaignRoutes,
    scoutRoutes,
    enrichmentRoutes,
    devQueueRoutes,
    enhancedVoiceRoutes,
    outcomeRoutes,
    webhookRoutes,
    phoneVerificationRoutes,
    conversationRoutes,
    apiKeyRoutes,
    publicApiRoutes,
    memberRoutes,
    auditRoutes,
    simulationRoutes,
    hubspotRoutes,
    phoneNumberRoutes,
  ];
  for (const routes of features) {
    await routes(api, ctx);
  }
}
