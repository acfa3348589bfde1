import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import {
  ADMIN_TABS,
  DEFAULT_ADMIN_TAB,
  adminCampaignFromSearch,
  adminSearch,
  adminTabFromSearch,
  onAdminTabRequest,
  takePendingAdminTab,
  tabNeeds,
  type AdminTabId,
} from '@client/lib/admin-tabs';
import { roleCan } from '@common/members/roles';
import { useRole } from '@client/shared/role/role';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { StatCards } from './stat-cards';
import { ADMIN_STATS_KEY } from './use-admin-stats';

/** What a tab's panel may do: switch tabs, share the selected campaign, report a finished upload. */
export interface DashboardApi {
  setTab(tab: AdminTabId): void;
  selectedCampaignId: string | null;
  selectCampaign(id: string | null): void;
  /** Selects a campaign and opens a tab for it in one step (one history entry). */
  openCampaignTab(tab: AdminTabId, campaignId: string): void;
  /** Spec §2: after an upload completes, the campaign list is refreshed and the view switches to campaigns. */
  onUploadComplete(): void;
}

export type DashboardPanels = Record<AdminTabId, (api: DashboardApi) => ReactNode>;

/**
 * The Campaign Command Center (spec §2): header, four stat cards, 12 tabs (default: upload).
 * The open tab and the selected campaign live in the URL (?tab=dispatch&campaign=<id>): a deep
 * link opens them, back and forward move between them. Panels come from the page, one per tab.
 */
export function DashboardShell({
  headerActions,
  notice,
  panels,
}: {
  headerActions?: ReactNode;
  /** Shown above the stat cards (the sign-in notice). */
  notice?: ReactNode;
  panels: DashboardPanels;
}) {
  const qc = useQueryClient();
  const role = useRole();
  const visibleTabs = ADMIN_TABS.filter((t) => {
    const needs = tabNeeds(t.id);
    return !needs || roleCan(role, needs);
  });
  const [path, navigate] = useLocation();
  const search = useSearch();
  const tab = adminTabFromSearch(search) ?? DEFAULT_ADMIN_TAB;
  const selectedCampaignId = adminCampaignFromSearch(search);

  // Radix selects a tab on pointer-down and again on focus, both before the next render: the
  // last tab (and campaign) asked for, not the rendered ones, decide, so a click adds one entry.
  const current = useRef({ tab, campaign: selectedCampaignId });
  useEffect(() => {
    current.current = { tab, campaign: selectedCampaignId };
  }, [tab, selectedCampaignId]);
  const go = useCallback(
    (next: { tab: AdminTabId; campaign: string | null }, replace = false) => {
      if (!replace && next.tab === current.current.tab && next.campaign === current.current.campaign) return;
      current.current = next;
      navigate(`${path}?${adminSearch(next.tab, next.campaign)}`, { replace });
    },
    [navigate, path],
  );
  const goTo = useCallback(
    (next: AdminTabId, replace = false) => go({ tab: next, campaign: current.current.campaign }, replace),
    [go],
  );
  const setTab = useCallback((next: AdminTabId) => goTo(next), [goTo]);
  const selectCampaign = useCallback((id: string | null) => go({ tab: current.current.tab, campaign: id }), [go]);
  const openCampaignTab = useCallback((next: AdminTabId, id: string) => go({ tab: next, campaign: id }), [go]);

  // Help asks for a tab right after navigating here: that replaces the entry, not adds one.
  useEffect(() => {
    const pending = takePendingAdminTab();
    if (pending) goTo(pending, true);
    return onAdminTabRequest((t) => goTo(t, true));
  }, [goTo]);

  const onUploadComplete = useCallback(() => {
    void qc.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/campaigns'),
    });
    void qc.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    setTab('campaigns');
  }, [qc, setTab]);

  const api: DashboardApi = { setTab, selectedCampaignId, selectCampaign, openCampaignTab, onUploadComplete };
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        {/* Below sm the left padding clears the floating Help button (bottom-left, 30 px wide), so
            nothing the page scrolls under it is a control or text. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 py-4 pl-9 pr-4 sm:px-4">
          <div>
            <h1 className="text-2xl font-bold">Admin Dashboard</h1>
            <p className="text-sm text-muted-foreground">Campaign Command Center</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">{headerActions}</div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 pb-16 pl-9 pr-4 pt-6 sm:px-4">
        {notice}
        <StatCards />
        <Tabs value={tab} onValueChange={(v) => setTab(v as AdminTabId)}>
          <TabsList aria-label="Command Center sections">
            {visibleTabs.map((t) => (
              <TabsTrigger key={t.id} value={t.id} data-tab={t.id}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {visibleTabs.map((t) => (
            <TabsContent key={t.id} value={t.id}>
              {panels[t.id](api)}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
