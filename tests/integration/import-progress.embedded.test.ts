import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportStatus } from '../../src/common/campaigns/import-status';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// Import progress: GET /api/admin/campaigns/imports/{id}, what the Upload tab polls while
// its upload runs. With one import at a time, a second one waits in line (position 1) while the
// first reads its rows and saves its leads batch by batch; both end "done" with every lead counted.

const PASSWORD = 'import-progress-admin-pw';
const csvOf = (n: number, tag: string) =>
  `email,first name,last name,company\n${Array.from({ length: n }, (_, i) => `p${i}@${tag}.example,First${i},Last${i},Company ${i}`).join('\n')}\n`;

describe('import progress and place in line', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false', IMPORT_CONCURRENCY: '1' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 120_000);
  afterAll(async () => server?.close());

  const upload = (name: string, csv: string, importId: string) => {
    const fd = new FormData();
    fd.append('name', name);
    fd.append('importId', importId);
    fd.append('file', new Blob([csv]), 'leads.csv');
    return send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
  };
  const status = async (id: string) => {
    const res = await send(server, jar, `/api/admin/campaigns/imports/${id}`);
    return res.status === 200 ? ((await res.json()) as TImportStatus) : null;
  };

  it('answers 404 for an import it has not seen', async () => {
    const res = await send(server, jar, `/api/admin/campaigns/imports/${randomUUID()}`);
    expect(res.status).toBe(404);
  });

  /** A multipart upload whose file stops half-way until `release()`: the import stays "reading". */
  function stalledUpload(name: string, csv: string, importId: string) {
    const b = `----callcraft${randomUUID()}`;
    const head = `--${b}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${b}\r\nContent-Disposition: form-data; name="importId"\r\n\r\n${importId}\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const cut = csv.indexOf('\n', csv.length >> 1) + 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(c) {
        c.enqueue(enc.encode(head + csv.slice(0, cut)));
        await gate;
        c.enqueue(enc.encode(`${csv.slice(cut)}\r\n--${b}--\r\n`));
        c.close();
      },
    });
    const res = send(server, jar, '/api/admin/campaigns/import', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      duplex: 'half',
    } as RequestInit);
    return { res, release };
  }
  async function until(id: string, ok: (s: TImportStatus) => boolean, seen: TImportStatus[]) {
    for (let i = 0; i < 600; i++) {
      const s = await status(id);
      if (s) seen.push(s);
      if (s && ok(s)) return s;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`import ${id} never got there: ${JSON.stringify(seen.slice(-3))}`);
  }

  it('shows rows read, the place in line of the one waiting, then leads saved of the total', async () => {
    const big = randomUUID();
    const small = randomUUID();
    const seenBig: TImportStatus[] = [];
    const seenSmall: TImportStatus[] = [];
    const first = stalledUpload('Progress big', csvOf(30_000, 'big'), big);

    // Half the file read: rows read so far, no total yet.
    const half = await until(big, (s) => s.state === 'reading' && s.read >= 1000, seenBig);
    expect(half.read).toBeLessThan(30_000);
    expect(half).toMatchObject({ position: null, written: 0, total: 0 });

    // A second import meanwhile waits, first in line (IMPORT_CONCURRENCY=1).
    const smallRes = upload('Progress small', csvOf(10, 'small'), small);
    expect(await until(small, (s) => s.state === 'waiting', seenSmall)).toMatchObject({ position: 1, read: 0 });

    first.release();
    let finished = false;
    const polling = (async () => {
      while (!finished) {
        const s = await status(big);
        if (s) seenBig.push(s);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const bigBody = (await (await first.res).json()) as { leadCount: number };
    const smallBody = (await (await smallRes).json()) as { leadCount: number };
    finished = true;
    await polling;
    expect(bigBody.leadCount).toBe(30_000);
    expect(smallBody.leadCount).toBe(10);

    const trace = JSON.stringify(seenBig.map((s) => [s.state, s.read, s.written]));
    const writing = seenBig.filter((s) => s.state === 'writing');
    // Saving was seen, against the right total, only ever going forward. (COPY takes the batches
    // as fast as they come, so "written" = handed to the database.) The poll reads the import's
    // row in the database; on the embedded database the connection is free between batches.
    expect(writing.length, trace).toBeGreaterThan(0);
    expect(writing.every((s) => s.total === 30_000 && s.read === 30_000 && s.written > 0)).toBe(true);
    const written = writing.map((s) => s.written);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    expect(await status(big)).toMatchObject({ state: 'done', read: 30_000, written: 30_000, total: 30_000 });
    expect(await status(small)).toMatchObject({ state: 'done', written: 10, total: 10, position: null });
  }, 180_000);
});
