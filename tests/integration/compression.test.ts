import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrial } from '../../src/server/features/trials/trials.repo';
import { clientDistDir } from '../../src/server/http/client-assets';
import { ensureClientBuild } from '../support/client-build';
import { signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Built assets leave precompressed (brotli when accepted, else gzip) and API answers over
// 1 KiB are compressed on the fly; small answers and job-progress streams are not.

const PASSWORD = 'compression-admin-pw';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP GET that neither asks for nor undoes any encoding unless told: fetch would decompress. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  let server: TestServer;
  let script: string;
  beforeAll(async () => {
    await ensureClientBuild();
    server = await startTestServer({ serveClient: true, env: { ADMIN_PASSWORD: PASSWORD } });
    const html = (await rawGet(`${server.url}/`)).body.toString('utf8');
    script = /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  }, 120_000);
  afterAll(() => server?.close());

  it("sends the landing page's script as brotli to a browser that accepts it, with Vary: Accept-Encoding", async () => {
    expect(script).toMatch(/^\/assets\/index-.+\.js$/);
    const res = await rawGet(server.url + script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    const plain = readFileSync(path.join(clientDistDir, script));
    expect(brotliDecompressSync(res.body).equals(plain)).toBe(true);
    expect(res.body.length).toBeLessThan(plain.length / 2);
  });

  it('falls back to gzip, then to the plain file, as the browser accepts', async () => {
    const gz = await rawGet(server.url + script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = readFileSync(path.join(clientDistDir, script));
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    const identity = await rawGet(server.url + script);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
  });

  it('compresses a JSON page of 50 records on the fly, and leaves answers under 1 KiB alone', async () => {
    for (let i = 0; i < 50; i++) {
      await insertTrial(server.ctx.db, {
        phoneNumber: `+1212555${String(1000 + i)}`,
        agentConfig: {
          industry: 'real-estate',
          name: `Agent ${i}`,
          hometown: 'Chicago, IL',
          toneBooster: ['Analytical'],
        },
        callStatus: 'verified',
      });
    }
    const { jar } = await signInAdmin(server, PASSWORD);
    const res = await rawGet(`${server.url}/api/admin/voice-agent-trials`, {
      'accept-encoding': 'br, gzip',
      cookie: jar.header(),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = JSON.parse(brotliDecompressSync(res.body).toString('utf8'));
    expect(list).toHaveLength(50);

    const gz = await rawGet(`${server.url}/api/admin/voice-agent-trials`, {
      'accept-encoding': 'gzip',
      cookie: jar.header(),
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toHaveLength(50);

    const small = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
