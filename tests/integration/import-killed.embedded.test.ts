import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { listCampaignsWithCounts } from '../../src/server/features/campaigns/campaigns.repo';
import { send, signInAdmin, CookieJar } from '../support/session';
import type { TestServer } from '../support/test-server';

// The process writing an import is killed with SIGKILL half-way through its batches (embedded
// database, a real second process). The batches it committed sit in a hidden `importing`
// campaign that no list shows; the next start removes it and marks the import failed.

const PASSWORD = 'import-killed-admin-pw';
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'callcraft-import-killed-'));
const children: ChildProcess[] = [];

function startChild(): Promise<{ child: ChildProcess; server: TestServer }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/server-child.ts'], {
    cwd: root,
    env: { ...process.env, CHILD_DATA_DIR: dataDir, CHILD_ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        const url = m[1];
        const request: TestServer['request'] = (p, { json, headers, ...rest } = {}) => {
          const h = new Headers(headers);
          if (json !== undefined) h.set('content-type', 'application/json');
          return fetch(url + p, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
        };
        resolve({ child, server: { request } as TestServer });
      }
    });
    child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out.slice(-2000)}`)));
  });
}

const csvOf = (n: number) =>
  `email,first name,last name,company\n${Array.from({ length: n }, (_, i) => `k${i}@killed.example,F${i},L${i},Company ${i}`).join('\n')}\n`;

describe.skipIf(!!process.env.TEST_DATABASE_URL)('an import killed mid-write (embedded)', () => {
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no visible campaign, and the next start removes what it wrote', async () => {
    const first = await startChild();
    const jar = (await signInAdmin(first.server, PASSWORD, new CookieJar())).jar;
    const importId = randomUUID();
    const fd = new FormData();
    fd.append('name', 'Killed mid-import');
    fd.append('importId', importId);
    fd.append('file', new Blob([csvOf(60_000)]), 'leads.csv');
    void send(first.server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd }).catch(() => {});
    let written = 0;
    for (let i = 0; i < 600 && written < 2000; i++) {
      const res = await send(first.server, jar, `/api/admin/campaigns/imports/${importId}`);
      if (res.status === 200) written = ((await res.json()) as { written: number }).written;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(written).toBeGreaterThanOrEqual(2000);
    expect(written).toBeLessThan(60_000); // killed half-way, not at the end
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;

    // What the dead process left: a hidden campaign with its committed batches, listed nowhere.
    const db = await openDatabase({ dataDir });
    const left = (
      await db.sql.query<{ status: string; leads: number }>(
        `select c.status, (select count(*)::int from leads l where l.campaign_id = c.id) leads
         from campaigns c where c.name = 'Killed mid-import'`,
      )
    ).rows;
    expect(left).toHaveLength(1);
    expect(left[0].status).toBe('importing');
    expect(left[0].leads).toBeGreaterThan(0);
    expect((await listCampaignsWithCounts(db.db, true)).map((c) => c.name)).not.toContain('Killed mid-import');
    await db.close();

    // The next start sweeps it: no campaign, no lead, and the import reads "failed".
    const second = await startChild();
    const jar2 = (await signInAdmin(second.server, PASSWORD, new CookieJar())).jar;
    const list = (await (await send(second.server, jar2, '/api/admin/campaigns')).json()) as Array<{ name: string }>;
    expect(list.map((c) => c.name)).not.toContain('Killed mid-import');
    const status = (await (await send(second.server, jar2, `/api/admin/campaigns/imports/${importId}`)).json()) as {
      state: string;
    };
    expect(status.state).toBe('failed');
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
    const after = await openDatabase({ dataDir });
    expect((await after.sql.query<{ n: number }>(`select count(*)::int n from leads`)).rows[0].n).toBe(0);
    await after.close();
  }, 240_000);
});
