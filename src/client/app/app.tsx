import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { ThemeProvider } from '@client/lib/theme';
import { createQueryClient } from '@client/lib/query-client';
import { usePageViews } from '@client/lib/analytics';
import { useNavigationTracker } from '@client/lib/navigation';
import { useToasts } from '@client/lib/use-toast';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { Spinner } from '@client/components/ui/spinner';
import NotFoundPage from '@client/pages/not-found-page';
import { caseInsensitiveParser } from './route-parser';
import { ROUTES, type Layout } from './routes';
import { SiteLayout } from './layouts/site-layout';
import { AdminLayout } from './layouts/admin-layout';
import type { ReactNode } from 'react';

const queryClient = createQueryClient();

// The toast machinery (Radix Toast) is not needed to paint a page: its chunk loads once the page
// is idle, or at once when something raises a toast before that.
const Toaster = lazy(() => import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const raised = useToasts().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const cic = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = ric(() => setIdle(true));
    return () => cic(handle);
  }, []);
  if (!raised && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function PageFallback() {
  // A full screen, so the footer starts below the fold and nothing visible moves when the page
  // arrives (a shorter placeholder let /pricing's footer jump: CLS 0.25).
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="h-8 w-8" />
    </div>
  );
}

function withLayout(layout: Layout, page: ReactNode) {
  const content = <Suspense fallback={<PageFallback />}>{page}</Suspense>;
  if (layout === 'site') return <SiteLayout>{content}</SiteLayout>;
  if (layout === 'admin') return <AdminLayout>{content}</AdminLayout>;
  return content;
}

function Routes() {
  usePageViews();
  useNavigationTracker();
  return (
    <Switch>
      {ROUTES.map(({ path, component: Page, layout }) => (
        <Route key={path} path={path}>
          {withLayout(layout, <Page />)}
        </Route>
      ))}
      <Route>{withLayout('site', <NotFoundPage />)}</Route>
    </Switch>
  );
}

/** `ssrPath`: the page to render when prerendering at build time (src/client/prerender.tsx). */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {/* One provider for every tooltip (sandbox badges): spec §9's shared 700 ms / 300 ms timing. */}
        <TooltipProvider>
          <Router parser={caseInsensitiveParser} ssrPath={ssrPath}>
            <Routes />
          </Router>
          <LazyToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
