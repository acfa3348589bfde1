import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { App } from './types';
import { installSlowRequestLog } from './slow-requests';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ loggerInstance: createLogger('warn', { destination }) }) as unknown as App;
  installSlowRequestLog(app, 20);
  const wait = () => new Promise((r) => setTimeout(r, 40));
  app.get('/slow', async () => wait().then(() => 'done'));
  app.get('/fast', async () => 'done');
  app.get('/stream', { config: { stream: true } }, async () => wait().then(() => 'done'));
  return { app, slow: () => lines.filter((l) => l.msg === 'slow request') };
}

describe('slow request log', () => {
  it('warns with the route and its time past the threshold, not for quick requests or streams', async () => {
    const { app, slow } = appWithLog();
    await app.inject('/fast');
    await app.inject('/stream');
    await app.inject('/slow?x=1');
    expect(slow()).toHaveLength(1);
    expect(slow()[0]).toMatchObject({ method: 'GET', route: '/slow', status: 200 });
    expect(slow()[0]!.ms).toBeGreaterThanOrEqual(20);
    await app.close();
  });
});
