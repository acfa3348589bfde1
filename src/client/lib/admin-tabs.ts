// The Command Center's tabs (spec §2: id and label) and a way for other features (the Help
// widget) to ask for one without importing the dashboard: client features don't import each other.
//
// `built` is the one list of what the product does: the dashboard shows a tab's panel only when
// it is built (else an honest "being built" state), and the User Guide and Help read the same flag
// to say which features are not built yet. A feature that lands flips its flag and adds its panel
// in admin-page.tsx (a test checks the two agree).

export const ADMIN_TABS = [
  { id: 'upload', label: 'Upload', built: true },
  { id: 'enhanced-upload', label: 'AI Upload', built: true },
  { id: 'campaigns', label: 'Campaigns', built: true },
  { id: 'enrichment', label: 'Enrichment', built: true },
  { id: 'lead-scout', label: 'Lead Scout', built: true },
  { id: 'prompt-editor', label: 'Prompts', built: true },
  { id: 'template-editor', label: 'Template', built: true },
  { id: 'dispatch', label: 'Dispatch', built: true },
  { id: 'results', label: 'Results', built: true },
  { id: 'queue', label: 'Dev Queue', built: true },
  { id: 'trials', label: 'Voice Trials', built: true },
  { id: 'analytics', label: 'Analytics', built: true },
  { id: 'qa-testing', label: 'QA Testing', built: true },
  { id: 'webhooks', label: 'Webhooks', built: true },
] as const satisfies ReadonlyArray<{ id: string; label: string; built: boolean }>;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
export const DEFAULT_ADMIN_TAB: AdminTabId = 'upload';

export const isAdminTab = (value: string | null | undefined): value is AdminTabId =>
  ADMIN_TABS.some((t) => t.id === value);
export const isTabBuilt = (id: AdminTabId): boolean => ADMIN_TABS.find((t) => t.id === id)?.built ?? false;
export const tabLabel = (id: AdminTabId): string => ADMIN_TABS.find((t) => t.id === id)?.label ?? id;

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
