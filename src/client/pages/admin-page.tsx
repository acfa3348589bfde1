import { lazy, Suspense } from 'react';
import { AdminGuard, LogoutButton, SignInNotice, TwoFactorSettings } from '@client/features/admin-auth';
import { DashboardShell, type DashboardPanels } from '@client/features/admin-dashboard';
import { AgentKnowledge, CampaignTestChat } from '@client/features/agent-chat';
import { CampaignList, CsvUpload } from '@client/features/campaigns';
import { CampaignSettingsCard } from '@client/features/campaign-settings';
import { DispatchTab } from '@client/features/dispatch';
import { HelpWidget, UserGuideButton } from '@client/features/help';
import { AiUpload, EnrichmentTab } from '@client/features/enrichment';
import { DevQueueTab } from '@client/features/dev-queue';
import { LeadScout } from '@client/features/scout';
import { PromptEditor } from '@client/features/prompt-editor';
import { QaChecklist } from '@client/features/qa';
import { SimulationsPanel } from '@client/features/simulations';
import { TemplateEditor } from '@client/features/template-editor';
import { VoiceTrials } from '@client/features/trials';
import { WebhooksTab } from '@client/features/webhooks';
import { PhoneNumbersTab } from '@client/features/phone-numbers';
import { ApiKeysTab } from '@client/features/api-keys';
import { MembersTab } from '@client/features/members';
import { AuditTab } from '@client/features/audit';
import { Spinner } from '@client/components/ui/spinner';
import { OutboxButton } from '@client/shared/sandbox-outbox/sandbox-outbox';

// Charts (Recharts) are the heaviest part of the dashboard: loaded only when the Analytics tab opens.
const AnalyticsDashboard = lazy(() =>
  import('@client/features/analytics').then((m) => ({ default: m.AnalyticsDashboard })),
);
// Results draws a chart too (Recharts): loaded when its tab opens.
const ResultsTab = lazy(() => import('@client/features/outcomes').then((m) => ({ default: m.ResultsTab })));

// The Command Center's tab panels, one per tab of lib/admin-tabs.ts (upload panels call
// api.onUploadComplete).
export const ADMIN_PANELS: DashboardPanels = {
  upload: (api) => <CsvUpload onUploadComplete={api.onUploadComplete} />,
  campaigns: (api) => (
    <CampaignList onUpload={() => api.setTab('upload')} onOpenTab={(tab, id) => api.openCampaignTab(tab, id)} />
  ),
  'lead-scout': (api) => (
    <LeadScout variant="tab" onCampaignCreated={(id) => (api.selectCampaign(id), api.onUploadComplete())} />
  ),
  'prompt-editor': () => <PromptEditor />,
  'template-editor': () => <TemplateEditor />,
  analytics: () => (
    <Suspense fallback={<Spinner className="mx-auto h-8 w-8" label="Loading analytics" />}>
      <AnalyticsDashboard />
    </Suspense>
  ),
  'qa-testing': () => <QaChecklist />,
  trials: () => <VoiceTrials />,
  'enhanced-upload': (api) => <AiUpload onUploadComplete={api.onUploadComplete} />,
  enrichment: (api) => (
    <EnrichmentTab
      campaignId={api.selectedCampaignId}
      onViewCampaigns={() => api.setTab('campaigns')}
      onSelect={api.selectCampaign}
    />
  ),
  dispatch: (api) => (
    <div className="grid gap-6">
      <DispatchTab
        campaignId={api.selectedCampaignId}
        onViewCampaigns={() => api.setTab('campaigns')}
        onSelect={api.selectCampaign}
        settings={(id) => <CampaignSettingsCard campaignId={id} />}
      />
      {api.selectedCampaignId ? (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CampaignTestChat campaignId={api.selectedCampaignId} />
          <AgentKnowledge campaignId={api.selectedCampaignId} />
        </div>
      ) : null}
      {api.selectedCampaignId ? <SimulationsPanel campaignId={api.selectedCampaignId} /> : null}
    </div>
  ),
  results: (api) => (
    <Suspense fallback={<Spinner className="mx-auto h-8 w-8" label="Loading results" />}>
      <ResultsTab
        campaignId={api.selectedCampaignId}
        onViewCampaigns={() => api.setTab('campaigns')}
        onSelect={api.selectCampaign}
      />
    </Suspense>
  ),
  'phone-numbers': () => <PhoneNumbersTab />,
  webhooks: () => <WebhooksTab />,
  'api-keys': () => <ApiKeysTab />,
  members: () => <MembersTab />,
  audit: () => <AuditTab />,
  queue: (api) => (
    <DevQueueTab
      campaignId={api.selectedCampaignId}
      onViewCampaigns={() => api.setTab('campaigns')}
      onSelect={api.selectCampaign}
    />
  ),
};

/** /admin: the guarded Campaign Command Center. */
export default function AdminPage() {
  return (
    <>
      <AdminGuard>
        {(session) => (
          <DashboardShell
            panels={ADMIN_PANELS}
            notice={<SignInNotice notice={session.signInNotice} />}
            headerActions={
              <>
                <UserGuideButton />
                <OutboxButton />
                <TwoFactorSettings enabled={session.user.twoFactorEnabled} />
                <LogoutButton />
              </>
            }
          />
        )}
      </AdminGuard>
      <HelpWidget />
    </>
  );
}
