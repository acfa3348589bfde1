import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '../../src/common/campaigns/schemas';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// Hostile and broken uploads: every answer is a clear 4xx (an `error` sentence), never a 5xx, and
// no campaign or lead is left behind.

const PASSWORD = 'fuzz-admin-pw';

/** Deterministic bytes (mulberry32), so a failure can be replayed. */
function randomBytes(seed: number, n: number): Buffer {
  let a = seed >>> 0;
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

describe('import fuzz', () => {
  let server: TestServer;
  let jar: CookieJar;
  const counts = async () =>
    (
      await server.ctx.database.sql.query(
        'select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l',
      )
    ).rows[0];
  const upload = (bytes: Buffer) => {
    const fd = new FormData();
    fd.append('name', 'Fuzz');
    fd.append('file', new Blob([bytes as BlobPart]), 'fuzz.csv');
    return send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
  };
  const expectClear4xx = async (bytes: Buffer, status?: number) => {
    const res = await upload(bytes);
    const body = await res.json();
    if (status) expect(res.status, body.error).toBe(status);
    expect(res.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof body.error).toBe('string');
    expect(body.error.length).toBeGreaterThan(10);
    expect(Array.isArray(body.errors)).toBe(true);
    return body as { error: string };
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('random bytes (40 seeds, 1 byte to 64 KB) and random bytes after a valid header', async () => {
    const before = await counts();
    for (let seed = 1; seed <= 40; seed++) {
      const size = [1, 2, 3, 100, 4096, 65536][seed % 6];
      await expectClear4xx(randomBytes(seed, size));
      await expectClear4xx(Buffer.concat([Buffer.from('email,first name\n'), randomBytes(seed * 7, size)]));
    }
    expect(await counts()).toEqual(before);
  });

  it('a 1 MB line: as a header, and as an email cell', async () => {
    const before = await counts();
    expect((await expectClear4xx(Buffer.from(`${'h'.repeat(1024 * 1024)}\nx\n`))).error).toBe(
      'CSV must contain an email column',
    );
    expect((await expectClear4xx(Buffer.from(`email\n${'a'.repeat(1024 * 1024)}@x.test\n`))).error).toBe(
      'No valid leads found in CSV',
    );
    expect(await counts()).toEqual(before);
  });

  it('10 MB + 1 byte is refused as too large, whatever the content', async () => {
    const before = await counts();
    // Valid rows all the way: only the size is wrong.
    const row = (i: number) => `big${String(i).padStart(7, '0')}@example.test,Name\r\n`;
    const rows = ['email,first name\r\n'];
    for (let i = 0, size = rows[0].length; size < CSV_MAX_BYTES; i++) size += rows[rows.push(row(i)) - 1].length;
    const exact = Buffer.from(rows.join('')).subarray(0, CSV_MAX_BYTES);
    const over = Buffer.concat([exact, Buffer.from('\n')]);
    expect(over.length).toBe(CSV_MAX_BYTES + 1);
    expect((await expectClear4xx(over, 413)).error).toBe('File is too large: the limit is 10 MB');
    expect(await counts()).toEqual(before);
  });

  it('mixed encodings in one file and truncated quotes', async () => {
    const before = await counts();
    const mixed = Buffer.concat([
      Buffer.from('email,first name\nok@x.test,Zoë\n'),
      Buffer.from('m@x.test,M\xfcller\n', 'latin1'),
    ]);
    expect((await expectClear4xx(mixed)).error).toBe(
      'The file is not valid UTF-8 text. Save it as "CSV UTF-8" and try again.',
    );
    const utf16NoBom = Buffer.from('email,first name\nu@x.test,A\n', 'utf16le');
    expect((await expectClear4xx(utf16NoBom)).error).toContain('NUL bytes');
    for (const cut of ['email,company\na@x.test,"Acme', 'email\n"a@x.test', 'email,company\na@x.test,"Acme ""Best""']) {
      expect((await expectClear4xx(Buffer.from(cut))).error).toBe(
        'The file ends inside a quoted field (a closing " is missing)',
      );
    }
    expect(await counts()).toEqual(before);
  });
});
