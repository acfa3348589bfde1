// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { lacksMessage, type TPermission, type TRole } from '@common/members/roles';
import type { TDispatchPreview } from '@common/dispatch/schemas';
import { CampaignTestChat } from '@client/features/agent-chat';
import { KnowledgeWebsite } from '@client/features/agent-chat/knowledge-website';
import { campaignActions } from '@common/campaigns/campaign-status';
import type { TCampaign } from '@common/campaigns/schemas';
import { CampaignCard } from '@client/features/campaigns/campaign-card';
import { CsvUpload } from '@client/features/campaigns/csv-upload';
import { LeadBulkBar } from '@client/features/campaigns/lead-bulk-bar';
import { MeetingPrepPanel } from '@client/features/dev-queue/meeting-prep-panel';
import { DoNotCallEditor } from '@client/features/dispatch/do-not-call-editor';
import { RegistryCard } from '@client/features/dispatch/registry-card';
import { VoiceAssignmentCard } from '@client/features/dispatch/voice-assignment-card';
import { AiUpload } from '@client/features/enrichment/ai-upload';
import { FirecrawlTest } from '@client/features/enrichment/firecrawl-test';
import { LeadScout } from '@client/features/scout';
import { WebhooksTab } from '@client/features/webhooks';
import { RoleProvider } from '@client/shared/role/role';
import { fetchByPath, json, renderClient } from '../../../tests/support/render-client';

// The client disables what a role may not do and says why, in the words the server's 403 uses:
// each control below answers 403 for the role shown, so it must be disabled with that reason, and
// enabled for a role that may use it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '00000000-0000-4000-8000-0000000000c3';
const ENDPOINT = {
  id: '00000000-0000-4000-8000-0000000000e1',
  url: 'https://hooks.example/callcraft',
  events: ['call.completed'],
  enabled: true,
  secretHint: 'whsec_ab',
  createdAt: '2026-11-20T10:00:00.000Z',
  pending: 0,
  failed: 0,
};
const PREVIEW = { needVoice: 3 } as TDispatchPreview;
const LEAD = '00000000-0000-4000-8000-0000000000a1';
const PREP = {
  briefing: 'Acme wants fewer missed calls.',
  keyPoints: ['Busy evenings'],
  recommendedApproach: 'Show the evening coverage.',
  mode: 'sandbox',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const ACTIVE: TCampaign = {
  id: CAMPAIGN,
  name: 'Spring outreach',
  status: 'active',
  source: 'csv',
  createdAt: '2026-11-20T10:00:00.000Z',
  archived: false,
  totalLeads: 3,
  processedLeads: 0,
  successfulCalls: 0,
  failedCalls: 0,
};

function renderAs(role: TRole, ui: ReactNode) {
  const f = fetchByPath({
    '/api/config': () => json({ providers: { voice: { mode: 'live' }, llm: { mode: 'live' } } }),
    '/api/admin/do-not-call/registry': () => json({ downloadDate: null, numbers: 0, stale: true, files: [] }),
    '/api/admin/do-not-call': () => json({ items: [{ phoneE164: '+12125550100', source: 'manual' }], total: 1 }),
    '/api/admin/webhooks': () => json({ endpoints: [ENDPOINT] }),
    '/api/admin/scout-runs': () => json([]),
    [`/api/admin/campaigns/${CAMPAIGN}/settings`]: () => json({ voices: [] }),
    // A lead with no meeting prep yet: the GET finds none, the POST makes one.
    [`/api/admin/leads/${LEAD}/meeting-prep`]: (init) =>
      init?.method === 'POST' ? json(PREP) : json({ error: 'No meeting prep yet' }, 404, 'Not Found'),
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<RoleProvider role={role}>{ui}</RoleProvider>);
  return f.calls;
}

/** The control is disabled, its title and the note under it give the reason. */
async function refused(control: () => HTMLElement, role: TRole, permission: TPermission) {
  const reason = lacksMessage(role, permission);
  await waitFor(() => expect(control()).toHaveProperty('disabled', true));
  expect(control().closest('[title]')?.getAttribute('title')).toBe(reason);
  expect(screen.getAllByTestId('role-note').map((n) => n.textContent)).toContain(`${reason}.`);
}

async function allowed(control: () => HTMLElement) {
  await waitFor(() => expect(control()).toHaveProperty('disabled', false));
  expect(screen.queryAllByTestId('role-note')).toHaveLength(0);
}

const button = (name: string | RegExp) => () => screen.getByRole('button', { name });
const field = (label: string) => () => screen.getByLabelText(label);

describe('controls a role may not use are disabled, with the reason', () => {
  it('do-not-call CSV import: a Viewer may not run campaigns; an Operator may', async () => {
    renderAs('viewer', <DoNotCallEditor />);
    await refused(field('Import CSV'), 'viewer', 'campaigns:run');
    cleanup();
    renderAs('operator', <DoNotCallEditor />);
    await waitFor(() => expect(field('Import CSV')()).toHaveProperty('disabled', false));
  });

  it('registry upload: an Operator may not change settings; an Admin may', async () => {
    renderAs('operator', <RegistryCard />);
    await refused(field('Upload registry file'), 'operator', 'settings:edit');
    cleanup();
    renderAs('admin', <RegistryCard />);
    await allowed(field('Upload registry file'));
  });

  it('voice assignment: a Prompter may not dispatch; an Operator may', async () => {
    renderAs('prompter', <VoiceAssignmentCard preview={PREVIEW} busy={false} onAssign={() => {}} />);
    await refused(button('Assign Voices'), 'prompter', 'campaigns:run');
    cleanup();
    renderAs('operator', <VoiceAssignmentCard preview={PREVIEW} busy={false} onAssign={() => {}} />);
    await allowed(button('Assign Voices'));
  });

  it('the campaign test chat and what the agent knows: an Operator may not edit prompts; a Prompter may', async () => {
    renderAs('operator', <CampaignTestChat campaignId={CAMPAIGN} />);
    await refused(button('Start test chat'), 'operator', 'prompts:edit');
    cleanup();
    renderAs('operator', <KnowledgeWebsite campaignId={CAMPAIGN} saved={null} onRead={async () => {}} />);
    await waitFor(() => expect(button('Read website')()).toHaveProperty('disabled', true));
    expect(button('Read website')().getAttribute('title')).toBe(lacksMessage('operator', 'prompts:edit'));
    cleanup();
    renderAs('prompter', <CampaignTestChat campaignId={CAMPAIGN} />);
    await allowed(button('Start test chat'));
  });

  it('webhooks: a Viewer may not register, disable, rotate or delete; an Admin may', async () => {
    renderAs('viewer', <WebhooksTab />);
    await refused(button('Register endpoint'), 'viewer', 'settings:edit');
    await screen.findByText(ENDPOINT.url);
    for (const name of ['Disable', 'Rotate secret', 'Delete']) {
      expect(button(name)()).toHaveProperty('disabled', true);
      expect(button(name)().getAttribute('title')).toBe(lacksMessage('viewer', 'settings:edit'));
    }
    expect(button('Deliveries')()).toHaveProperty('disabled', false);
    cleanup();
    renderAs('admin', <WebhooksTab />);
    await screen.findByText(ENDPOINT.url);
    await allowed(button('Rotate secret'));
  });

  it('uploads: a Viewer may not import a lead CSV or use the AI Upload; an Operator may', async () => {
    renderAs('viewer', <CsvUpload onUploadComplete={() => {}} />);
    await refused(field('CSV File'), 'viewer', 'campaigns:run');
    expect(button('Create Campaign')()).toHaveProperty('disabled', true);
    cleanup();
    renderAs('viewer', <AiUpload onUploadComplete={() => {}} />);
    await refused(field('AI CSV file'), 'viewer', 'campaigns:run');
    cleanup();
    renderAs('operator', <AiUpload onUploadComplete={() => {}} />);
    await allowed(field('AI CSV file'));
  });

  it('enrichment and Lead Scout: a Prompter may not run them', async () => {
    renderAs('prompter', <FirecrawlTest />);
    await refused(button('Test Firecrawl Enrichment'), 'prompter', 'campaigns:run');
    cleanup();
    renderAs('viewer', <LeadScout variant="tab" />);
    await refused(button(/Start Research/), 'viewer', 'campaigns:run');
  });

  it('campaign status and menu are settings: an Operator may not change them; selected leads: a Viewer may not act on them', async () => {
    const card = (
      <CampaignCard
        campaign={ACTIVE}
        busy={false}
        showingLeads={false}
        onOpenTab={() => {}}
        onStatus={() => {}}
        onToggleLeads={() => {}}
      />
    );
    const status = campaignActions('active')[0].label;
    renderAs('operator', card);
    expect(button(status)()).toHaveProperty('disabled', true);
    expect(button(status)().getAttribute('title')).toBe(lacksMessage('operator', 'settings:edit'));
    expect(button('Campaign menu')()).toHaveProperty('disabled', true);
    cleanup();
    renderAs('admin', card);
    expect(button(status)()).toHaveProperty('disabled', false);
    cleanup();
    renderAs('viewer', <LeadBulkBar campaignId={CAMPAIGN} ids={['l1', 'l2']} onDone={() => {}} />);
    await refused(button('Add to do-not-call'), 'viewer', 'campaigns:run');
    for (const name of ['Enrich', 'Delete']) expect(button(name)()).toHaveProperty('disabled', true);
  });

  it('meeting prep: a Viewer reads a stored one but may not make one; an Operator makes it', async () => {
    const viewerCalls = renderAs('viewer', <MeetingPrepPanel leadId={LEAD} leadName="Pat Lee" />);
    const note = await screen.findByTestId('role-note');
    expect(note.textContent).toBe(`No meeting prep yet. ${lacksMessage('viewer', 'campaigns:run')}.`);
    expect(viewerCalls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
    cleanup();
    const operatorCalls = renderAs('operator', <MeetingPrepPanel leadId={LEAD} leadName="Pat Lee" />);
    await screen.findByText(PREP.briefing);
    expect(operatorCalls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
    expect(screen.queryAllByTestId('role-note')).toHaveLength(0);
  });
});
