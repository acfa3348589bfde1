import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';
import { moduleMap } from './scripts/vite-module-map';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The client lives in src/client; the built files go to dist/client, which the Fastify
// server serves in production (see src/server/http/client-assets.ts).
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [
    react(),
    tailwindcss(),
    moduleMap(r('.')),
    // Brotli and gzip copies beside every text asset over 1 KiB, at the highest levels (done once per
    // build, not per request); the server sends the one the browser accepts (client-assets.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.vite\//], skipIfLargerOrEqual: true }),
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
