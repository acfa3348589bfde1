import type { TPermission } from '@common/members/roles';

// The Command Center's tabs (spec §2: id and label) and a way for other features (the Help
// widget) to ask for one without importing the dashboard: client features don't import each other.
// Every tab has its panel in admin-page.tsx (the panel map's type requires one per id).

export const ADMIN_TABS = [
  { id: 'upload', label: 'Upload' },
  { id: 'enhanced-upload', label: 'AI Upload' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'enrichment', label: 'Enrichment' },
  { id: 'lead-scout', label: 'Lead Scout' },
  { id: 'prompt-editor', label: 'Prompts' },
  { id: 'template-editor', label: 'Template' },
  { id: 'dispatch', label: 'Dispatch' },
  { id: 'results', label: 'Results' },
  { id: 'queue', label: 'Dev Queue' },
  { id: 'trials', label: 'Voice Trials' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'qa-testing', label: 'QA Testing' },
  { id: 'phone-numbers', label: 'Phone numbers' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'api-keys', label: 'API keys' },
  { id: 'members', label: 'Members', needs: 'members:manage' },
  { id: 'audit', label: 'Audit', needs: 'audit:read' },
] as const satisfies ReadonlyArray<{ id: string; label: string; needs?: TPermission }>;

/** A tab whose panel a role can't read at all is hidden rather than shown empty. */
export const tabNeeds = (id: AdminTabId): TPermission | undefined =>
  (ADMIN_TABS.find((t) => t.id === id) as { needs?: TPermission } | undefined)?.needs;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
export const DEFAULT_ADMIN_TAB: AdminTabId = 'upload';

export const isAdminTab = (value: string | null | undefined): value is AdminTabId =>
  ADMIN_TABS.some((t) => t.id === value);

/** The query parameter that holds the open tab (/admin?tab=trials): deep links and back/forward. */
export const ADMIN_TAB_PARAM = 'tab';
export const adminTabFromSearch = (search: string): AdminTabId | null => {
  const value = new URLSearchParams(search).get(ADMIN_TAB_PARAM);
  return isAdminTab(value) ? value : null;
};

/** The query parameter that holds the selected campaign (/admin?tab=dispatch&campaign=<id>). */
export const ADMIN_CAMPAIGN_PARAM = 'campaign';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The campaign id of the URL, or null when absent or not an id (a hand-edited link selects none). */
export const adminCampaignFromSearch = (search: string): string | null => {
  const value = new URLSearchParams(search).get(ADMIN_CAMPAIGN_PARAM);
  return value && UUID.test(value) ? value.toLowerCase() : null;
};
/** The dashboard URL's query string for a tab and (optionally) a campaign. */
export const adminSearch = (tab: AdminTabId, campaignId: string | null): string =>
  `${ADMIN_TAB_PARAM}=${tab}${campaignId ? `&${ADMIN_CAMPAIGN_PARAM}=${encodeURIComponent(campaignId)}` : ''}`;

const EVENT = 'callcraft:admin-tab';
let pending: AdminTabId | null = null;

/**
 * Activates a dashboard tab. If the dashboard isn't mounted yet (it is still loading or checking
 * the session), the request waits for it instead of being lost.
 */
export function requestAdminTab(tab: AdminTabId): void {
  pending = tab;
  window.dispatchEvent(new CustomEvent<AdminTabId>(EVENT, { detail: tab }));
}

/** The dashboard takes a request made before it mounted (once). */
export function takePendingAdminTab(): AdminTabId | null {
  const t = pending;
  pending = null;
  return t;
}

export function onAdminTabRequest(handler: (tab: AdminTabId) => void): () => void {
  const listener = (e: Event) => {
    pending = null;
    handler((e as CustomEvent<AdminTabId>).detail);
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
