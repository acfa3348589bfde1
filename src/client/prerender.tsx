import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';

// Build-time only (scripts/vite-prerender.ts loads this through Vite's SSR loader): the HTML of a
// public page's first screen, so it paints before any script has run. The browser then hydrates
// it (main.tsx). Pages whose first render depends on the visitor (a payment return, the admin
// area) are not prerendered: the server sends them the plain shell.

/** The markup React renders for `path`, waiting for its lazy page to load (no fallback spinner). */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // One piece: a boundary over the chunk size would be sent as a fallback plus an inline script
    // that swaps the content in, which the Content-Security-Policy (rightly) refuses to run.
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // An error would leave a boundary to be client-rendered (a spinner in the HTML): fail the build.
  if (errors.length)
    throw new Error(`Prerendering ${path} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
