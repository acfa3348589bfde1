// Public pages whose HTML is prerendered at build time (scripts/vite-prerender.ts) and sent by the
// server for exactly these paths (src/server/http/client-assets.ts): path → file in dist/client,
// and the page module whose lazy chunk the HTML preloads. Only pages whose first render is the same
// for every visitor: no query-dependent state, no session, and no form: a prerendered form can be
// submitted by the browser itself before the scripts take over, which for /admin/login would send
// the username and password in the URL (a GET to the page). So the login page renders in the browser.
export const PRERENDERED_PAGES: Record<string, { file: string; page: string }> = {
  '/': { file: 'pages/index.html', page: 'pages/landing-page.tsx' },
  '/pricing': { file: 'pages/pricing.html', page: 'pages/pricing-page.tsx' },
};
