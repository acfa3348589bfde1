import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The client lives in src/client; the built files go to dist/client, which the Fastify
// server serves in production (see src/server/http/client-assets.ts).
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [react(), tailwindcss()],
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
