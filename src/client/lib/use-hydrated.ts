import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates HTML prerendered at build time (and in that prerender), true from the
 * next render on, and true at once for a page rendered in the browser. For what must not work
 * before the page's scripts have taken over, such as a prerendered form's submit button.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
