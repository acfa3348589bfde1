import { createServer, type Plugin, type Rolldown } from 'vite';
import { PRERENDERED_PAGES } from '../src/common/system/prerendered-pages.ts';

// Vite's bundler types, through Vite (which pins the bundler's version).
type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Public pages prerendered at build time: their first screen's HTML (React rendered on the build
 * machine) goes into a copy of index.html, so the browser paints the page before any script has
 * arrived, and the app then hydrates it (src/client/main.tsx). Written as assets of the bundle
 * (`pages/<name>.html`), so the compression plugin makes their .br/.gz copies like any other file;
 * the server sends them for exactly these paths (src/server/http/client-assets.ts). index.html
 * itself stays the empty shell for every other path.
 */
const ROOT_DIV = '<div id="root"></div>';

/** The route's own lazy chunk and the chunks it imports, so they load beside the entry, not after it. */
function preloadsFor(bundle: OutputBundle, page: string, already: string): string {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const pageChunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/client/${page}`));
  if (!pageChunk) return '';
  const files = [pageChunk.fileName, ...pageChunk.imports].filter((f) => !already.includes(`/${f}"`));
  return files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
}

/**
 * The stylesheet inlined: the page paints from the HTML alone, without a second round trip for a
 * render-blocking file (about 7 KiB brotli, inside the first round trip's window). The CSP's
 * style-src already allows inline styles; the shell keeps the link (it paints nothing anyway).
 */
function inlineStyles(html: string, bundle: OutputBundle): string {
  return html.replace(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g, (link, file: string) => {
    const css = bundle[file] as OutputAsset | undefined;
    const source = css && String(css.source);
    return source && !source.includes('</style') ? `<style>${source}</style>` : link;
  });
}

export function prerenderPages(clientRoot: string, configFile: string): Plugin {
  return {
    name: 'callcraft-prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'] as OutputAsset | undefined;
      if (!shell || !String(shell.source).includes(ROOT_DIV))
        this.error('index.html has no empty #root to prerender into');
      const html = inlineStyles(String(shell!.source), bundle);
      // Vite's SSR loader: the same aliases and TSX transform as the browser build.
      const vite = await createServer({
        configFile,
        root: clientRoot,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await vite.ssrLoadModule('/prerender.tsx')) as {
          renderPage(path: string): Promise<string>;
        };
        for (const [path, { file, page }] of Object.entries(PRERENDERED_PAGES)) {
          const markup = await renderPage(path);
          const source = html
            .replace('</head>', `${preloadsFor(bundle, page, html)}</head>`)
            .replace(ROOT_DIV, `<div id="root">${markup}</div>`);
          this.emitFile({ type: 'asset', fileName: file, source });
        }
      } finally {
        await vite.close();
      }
    },
  };
}
