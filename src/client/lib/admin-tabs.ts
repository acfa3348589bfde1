// The Command Center's tabs (spec §2: id and label) and a way for other features (the Help
// widget) to ask for one without importing the dashboard: client features don't import each other.

export const ADMIN_TABS = [
  { id: 'upload', label: 'Upload' },
  { id: 'enhanced-upload', label: 'AI Upload' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'enrichment', label: 'Enrichment' },
  { id: 'lead-scout', label: 'Lead Scout' },
  { id: 'prompt-editor', label: 'Prompts' },
  { id: 'template-editor', label: 'Template' },
  { id: 'dispatch', label: 'Dispatch' },
  { id: 'queue', label: 'Dev Queue' },
  { id: 'trials', label: 'Voice Trials' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'qa-testing', label: 'QA Testing' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
export const DEFAULT_ADMIN_TAB: AdminTabId = 'upload';

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
