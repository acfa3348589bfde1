// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { ADMIN_TABS } from '@client/lib/admin-tabs';
import { DashboardShell, type DashboardApi, type DashboardPanels } from './dashboard-shell';

// The open tab and the selected campaign live in the URL, so a link opens a
// campaign's tab and each selection is one history entry (back and forward walk them).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

function shell(path: string) {
  vi.stubGlobal(
    'fetch',
    fetchByPath({
      '/api/admin/stats': () =>
        json({ totalCampaigns: 0, totalLeads: 0, processedLeads: 0, successfulCalls: 0, successRate: 0 }),
    }).fn,
  );
  let api!: DashboardApi;
  const panel = (name: string) => (a: DashboardApi) => {
    api = a;
    return <p data-testid="panel">{`${name}:${a.selectedCampaignId ?? 'none'}`}</p>;
  };
  const r = renderClient(
    <DashboardShell panels={Object.fromEntries(ADMIN_TABS.map((t) => [t.id, panel(t.id)])) as DashboardPanels} />,
    { path },
  );
  return { ...r, api: () => api };
}
const panelText = () => screen.getAllByTestId('panel').map((p) => p.textContent);

describe('DashboardShell URL state', () => {
  it('/admin?tab=dispatch&campaign=<id> opens that campaign on the Dispatch tab', () => {
    shell(`/admin?tab=dispatch&campaign=${A}`);
    expect(screen.getByRole('tab', { name: 'Dispatch' }).getAttribute('aria-selected')).toBe('true');
    expect(panelText()).toEqual([`dispatch:${A}`]);
  });

  it('a campaign id that is not an id selects nothing', () => {
    shell('/admin?tab=dispatch&campaign=../../etc');
    expect(panelText()).toEqual(['dispatch:none']);
  });

  it('opening a campaign tab is one entry carrying both; switching tabs keeps the campaign', async () => {
    const { api, location } = shell('/admin?tab=campaigns');
    await act(async () => api().openCampaignTab('enrichment', B));
    expect(location.history.at(-1)).toBe(`/admin?tab=enrichment&campaign=${B}`);
    expect(panelText()).toEqual([`enrichment:${B}`]);
    await act(async () => void fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dispatch' }), { button: 0 }));
    expect(location.history.at(-1)).toBe(`/admin?tab=dispatch&campaign=${B}`);
    await act(async () => api().selectCampaign(A));
    expect(location.history.slice(-3)).toEqual([
      `/admin?tab=enrichment&campaign=${B}`,
      `/admin?tab=dispatch&campaign=${B}`,
      `/admin?tab=dispatch&campaign=${A}`,
    ]);
    expect(panelText()).toEqual([`dispatch:${A}`]);
  });
});
