import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from './src/common/theme/theme-init.ts';
import { prerenderPages } from './scripts/vite-prerender.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes, for every JavaScript chunk of the build, the source modules inside it (paths relative to
 * the project root; packages as `node_modules/<name>/…`). Vite's manifest names shared chunks only
 * by their file, so without this a check of "what the landing page loads" cannot see which source
 * files ended up in a shared chunk (bench/lib/landing-check.ts).
 */
function moduleMap(projectRoot: string): Plugin {
  return {
    name: 'callcraft-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        map[chunk.fileName] = chunk.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(projectRoot, id.split('?')[0]).split(path.sep).join('/'))
          .sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}

/** The theme script inlined first in <head> (its hash is in the server's CSP: src/server/http/csp.ts). */
function themeInit(): Plugin {
  return {
    name: 'callcraft-theme-init',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

// The client lives in src/client; the built files go to dist/client, which the Fastify
// server serves in production (see src/server/http/client-assets.ts).
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    themeInit(),
    moduleMap(r('.')),
    prerenderPages(r('./src/client'), r('./vite.config.ts')),
    // Brotli and gzip copies beside every text asset over 1 KiB, at the highest levels (done once per
    // build, not per request); the server sends the one the browser accepts (client-assets.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      exclude: [/\.vite\//],
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    alias: {
      '@common': r('./src/common'),
      '@client': r('./src/client'),
    },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // The manifest lets bench/bundle.bench.ts walk what the landing page loads.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
