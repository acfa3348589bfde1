import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteClient, wrapPglite } from '../../src/server/db/client';
import { pgliteTemplateBlob } from '../support/template';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// Issue 27 item 5: the embedded database's folder on a 64 MB tmpfs, filled by an import. Needs
// root (mount); skipped, saying why, where mounting is not permitted. PGlite only: PostgreSQL's
// disk belongs to its server.

const PASSWORD = 'disk-full-admin-pw';
const mountDir = mkdtempSync(path.join(tmpdir(), 'callcraft-diskfull-'));
let mounted = false;
let why = '';
if (!process.env.TEST_DATABASE_URL) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountDir], { stdio: 'pipe' });
    mounted = true;
  } catch (err) {
    why = `mounting a tmpfs is not permitted here (${(err as Error).message.split('\n')[0]})`;
  }
}
if (!mounted) console.warn(`import-disk-full: skipped: ${why || 'embedded database only'}`);

const freeBytes = () => {
  const s = statfsSync(mountDir);
  return s.bavail * s.bsize;
};

describe.skipIf(!mounted)('import on a full database disk', () => {
  let server: TestServer;
  let jar: CookieJar;
  const filler = path.join(mountDir, 'filler');
  const q = async (text: string) => (await server.ctx.database.sql.query(text)).rows as Array<Record<string, number>>;
  const upload = (name: string, csv: string) => {
    const fd = new FormData();
    fd.append('name', name);
    fd.append('file', new Blob([csv]), 'leads.csv');
    return send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
  };
  const health = async () =>
    (await (await server.request('/api/health')).json()) as {
      status: string;
      database: { ok: boolean; writable: boolean };
    };

  beforeAll(async () => {
    const dataDir = path.join(mountDir, 'pg');
    const client = await createPgliteClient({ dataDir, loadDataDir: pgliteTemplateBlob() });
    const database = wrapPglite(client, dataDir);
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' },
      testDb: { database, drop: () => database.close() },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    // Leave about 10 MB: room for sessions and small writes, not for a 40,000-lead import.
    writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes() - 10 * 1024 * 1024)));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await server?.testDb.drop();
    if (mounted) execFileSync('umount', ['-l', mountDir]);
    rmSync(mountDir, { recursive: true, force: true });
  });

  it('answers 507 naming the cause', async () => {
    const before = await q('select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l');
    const rows = Array.from(
      { length: 40_000 },
      (_, i) =>
        `lead${i}@full-disk.example,First${i},Last${i},Company number ${i} of a long list,,https://www.site-${i}.example/about`,
    );
    const res = await upload(
      'Too big for the disk',
      `email,first name,last name,company,phone,website\n${rows.join('\n')}\n`,
    );
    const body = (await res.json()) as { error: string; code: string };
    expect(res.status, JSON.stringify(body)).toBe(507);
    expect(body.error).toMatch(/database's disk is full/);
    expect(body.code).toBe('INSUFFICIENT_STORAGE');
    // NOT YET: after this failure PGlite 0.5.16's session answers later queries out of step (its
    // ROLLBACK after the failed COPY fails with "cannot drop active portal"), so "nothing left
    // behind", the health report and recovery without restart are not asserted here; see
    // docs/decisions/2026-11-24-lead-lists-at-scale.md.
    void before;
    void health;
  }, 300_000);
});
