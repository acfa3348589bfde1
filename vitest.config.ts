import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@common': r('./src/common'),
  '@server': r('./src/server'),
  '@client': r('./src/client'),
};

// Two projects: "unit" (logic beside the code; client files get jsdom) and "integration"
// (real HTTP against a real database). Playwright specs live in tests/e2e and are not collected.
export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['./tests/support/global-setup.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/fakes/**/*.test.ts',
            'tests/ci/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./tests/support/unit-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/support/integration-setup.ts'],
          // Files run one after another in a worker and share its loaded modules: loading the server
          // anew for each of 115 files was a third of the suite's time. Each file still gets its own
          // database and server (tests/support/test-db.ts); module-level caches are keyed by ids.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
