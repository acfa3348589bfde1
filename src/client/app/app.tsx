import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import { ThemeProvider } from '@client/lib/theme';
import { createQueryClient } from '@client/lib/query-client';
import { usePageViews } from '@client/lib/analytics';
import { Toaster } from '@client/components/ui/toaster';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { Spinner } from '@client/components/ui/spinner';
import NotFoundPage from '@client/pages/not-found-page';
import { caseInsensitiveParser } from './route-parser';
import { ROUTES, type Layout } from './routes';
import { SiteLayout } from './layouts/site-layout';
import { AdminLayout } from './layouts/admin-layout';
import type { ReactNode } from 'react';

const queryClient = createQueryClient();

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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <Router parser={caseInsensitiveParser}>
            <Routes />
          </Router>
          <Toaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
