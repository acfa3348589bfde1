import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { bootstrap, shutdown } from '../../src/server/bootstrap';
import { buildApp } from '../../src/server/http/app';
import { createLogger } from '../../src/server/logger';
import { countEvents } from '../../src/server/features/analytics/analytics.repo';

// The embedded database keeps its data in DATA_DIR: what was stored before a restart is there after it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('embedded database persistence', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'callcraft-persist-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function boot() {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
    const ctx = await bootstrap({ env, logger: createLogger('silent') });
    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    return { ctx, app, url, stop: async () => (await app.close(), await shutdown(ctx)) };
  }

  it('counts a page view recorded before a restart after it', async () => {
    const first = await boot();
    const res = await fetch(`${first.url}/api/analytics/page-view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/pricing' }),
    });
    expect(res.status).toBe(204);
    expect(await countEvents(first.ctx.db, 'page_view')).toBe(1);
    await first.stop();

    const second = await boot();
    expect(await countEvents(second.ctx.db, 'page_view')).toBe(1);
    await second.stop();
  });
});
