import { monitorEventLoopDelay } from 'node:perf_hooks';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '../../src/common/dispatch/registry';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';
import { declaring, zipBomb } from '../support/zip-bomb';

// A registry upload of under a megabyte that unzips to 768 MiB froze the whole site when it was
// unzipped in one go. It must be refused quickly while the site keeps answering.

const PASSWORD = 'zip-bomb-admin-pw';

describe('a zip bomb as the registry upload', () => {
  let server: TestServer;
  let jar: CookieJar;
  let bomb: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    bomb = await zipBomb(768);
  }, 60_000);
  afterAll(() => server?.close());

  /**
   * Uploads `zip` while asking for health every 50 ms: the upload's time, the longest the server's
   * event loop (this process's) was held, and the slowest health answer. On a quiet machine the loop
   * is held under 50 ms; under CI's own parallel load an idle server's loop is held past 1 s now
   * and then by scheduling alone. The bounds (5 s, the "refused within 5 s") tell the
   * streamed refusal from the one-go unzip, which held the loop 26 s, without timing the machine.
   */
  async function uploadWatchingHealth(zip: Buffer) {
    const answers: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const t = performance.now();
        expect((await server.request('/api/health')).status).toBe(200);
        answers.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await send(server, jar, '/api/admin/do-not-call/registry?kind=full&downloadDate=2026-11-20', {
      method: 'POST',
      body: zip as unknown as BodyInit,
      headers: { 'content-type': 'application/zip' },
    });
    const took = performance.now() - started;
    polling = false;
    await poll;
    loop.disable();
    return { res, took, held: loop.max / 1e6, slowest: Math.max(...answers) };
  }

  it('refuses one that declares 768 MiB at once', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { res, took, held, slowest } = await uploadWatchingHealth(bomb);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(REGISTRY_MSG.tooBig);
    expect(took).toBeLessThan(5_000);
    expect(held).toBeLessThan(5_000);
    expect(slowest).toBeLessThan(5_000);
  }, 60_000);

  it.each([
    ['1,000 bytes (a lie: stopped past them)', 1000],
    ['no size (stopped past the cap)', 0],
  ])(
    'stops one that declares %s, health answering',
    async (_what, declared) => {
      const { res, took, held, slowest } = await uploadWatchingHealth(declaring(bomb, declared));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(REGISTRY_MSG.tooBig);
      // Stopped early: a bomb read to its end takes minutes (the bound is loose for a busy CI machine).
      expect(took).toBeLessThan(20_000);
      expect(held).toBeLessThan(5_000);
      expect(slowest).toBeLessThan(5_000);
      expect((await (await send(server, jar, '/api/admin/do-not-call/registry')).json()).files).toEqual([]);
    },
    60_000,
  );

  // A large download that is not a bomb: 2.4 million lines (~27 MiB of text) unzipped and parsed
  // in full. Each line is one digit short, so the upload is refused after the parse and no database
  // work follows: the embedded database's COPY runs on the server's thread and would be measured
  // instead. The figures are logged; bench/registry-parse-health.bench.ts holds the 250 ms target.
  // The loop bound caught the audit log walking the uploaded bytes one key each (~9 s here) after
  // the answer, unseen by health polled from this same process between two of its requests.
  it('parses a large registry download while health keeps answering', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let f = 0; f < 24; f++) {
      const lines: string[] = [];
      for (let i = 0; i < 100_000; i++) lines.push(`${201 + f},${200_000 + i}`);
      files[`${201 + f}.txt`] = new TextEncoder().encode(lines.join('\n') + '\n');
    }
    const { res, took, held, slowest } = await uploadWatchingHealth(Buffer.from(zipSync(files, { level: 6 })));
    console.info(
      `registry parse of 2.4M lines: ${Math.round(took)} ms; slowest health ${Math.round(slowest)} ms; loop held ${Math.round(held)} ms`,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^No registry numbers found in registry\.zip \(201\.txt line 1: /);
    expect(took).toBeLessThan(30_000);
    expect(held).toBeLessThan(5_000);
    expect(slowest).toBeLessThan(5_000);
  }, 120_000);
});
