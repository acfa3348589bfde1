import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { whenIdle } from './when-idle';

/** Spec §2: a page-view event on every route change, recorded by the server. Never blocks the UI. */
export function usePageViews() {
  const [location] = useLocation();
  useEffect(() => {
    const body = JSON.stringify({ path: location, referrer: document.referrer || undefined });
    const send = () =>
      void fetch('/api/analytics/page-view', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'include',
        keepalive: true,
      }).catch(() => {});
    // Sent when the browser is idle, so it never competes with what the page needs to show; not
    // cancelled when the visitor moves on first (a redirect's page was still viewed).
    whenIdle(send);
  }, [location]);
}

/** The wizard funnel: which step a visitor reached. */
export function trackWizardStep(step: number) {
  const send = () =>
    void fetch('/api/analytics/wizard-step', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ step }),
      credentials: 'include',
      keepalive: true,
    }).catch(() => {});
  whenIdle(send);
}
