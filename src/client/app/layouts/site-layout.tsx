import { Suspense, type ReactNode } from 'react';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

// Each part is its own Suspense boundary: on a prerendered page React hydrates the boundaries one
// by one after the shell, in slices, instead of the whole page in one long task. Nothing here
// suspends, so the fallbacks are never shown.
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main className="flex-1 pt-16">{children}</main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
