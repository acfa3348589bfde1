// Public pages whose HTML is prerendered at build time (scripts/vite-prerender.ts) and sent by the
// server for exactly these paths (src/server/http/client-assets.ts): path → file in dist/client,
// and the page module whose lazy chunk the HTML preloads. Only pages whose first render is the same
// for every visitor: no query-dependent state and no session. A prerendered form could be submitted
// by the browser itself before the scripts take over (a GET with the fields in the URL), so a form
// on these pages posts (method="post") and keeps its submit button disabled until hydrated, which
// also blocks Enter's implicit submission (lib/use-hydrated.ts; the login form does both).
export const PRERENDERED_PAGES: Record<string, { file: string; page: string }> = {
  '/': { file: 'pages/index.html', page: 'pages/landing-page.tsx' },
  '/pricing': { file: 'pages/pricing.html', page: 'pages/pricing-page.tsx' },
  '/admin/login': { file: 'pages/admin-login.html', page: 'pages/admin-login-page.tsx' },
};
