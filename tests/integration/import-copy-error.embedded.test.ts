import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

// A failed import on either database without filling a disk: a trigger on leads fails the bulk
// write (COPY FROM STDIN on PostgreSQL, COPY from a blob on PGlite) part-way with SQLSTATE 53100,
// the code PostgreSQL gives a full disk. The import answers 507 naming the cause, keeps nothing,
// and once the cause is gone the same app imports again. Any other COPY failure stays a plain 500
// with a request id (not the disk message).

const PASSWORD = 'copy-error-admin-pw';
const csvOf = (n: number, tag: string) =>
  `email,first name,company\n${Array.from({ length: n }, (_, i) => `c${i}@${tag}.example,F${i},Co ${i}`).join('\n')}\n`;

describe('a bulk write that fails part-way', () => {
  let server: TestServer;
  let jar: CookieJar;
  const q = async (text: string) => (await server.ctx.database.sql.query(text)).rows as Array<Record<string, number>>;
  const upload = (name: string, csv: string) => {
    const fd = new FormData();
    fd.append('name', name);
    fd.append('file', new Blob([csv]), 'leads.csv');
    return send(server, jar, '/api/admin/campaigns/import', { method: 'POST', body: fd });
  };
  const failAfter = (code: string, message: string) =>
    server.ctx.database.sql.exec(`
      create or replace function test_fail_copy() returns trigger language plpgsql as $$
      begin
        if new.row_number > 4500 then raise exception using errcode = '${code}', message = '${message}'; end if;
        return new;
      end $$;
      drop trigger if exists test_fail_copy on leads;
      create trigger test_fail_copy before insert on leads for each row execute function test_fail_copy();`);
  const counts = () => q('select (select count(*)::int from campaigns) c, (select count(*)::int from leads) l');

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, RUN_WORKERS: 'false' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers 507 for a disk-full error mid-COPY, keeps nothing, and imports again once it is gone', async () => {
    const before = await counts();
    await failAfter('53100', 'could not extend file: No space left on device');
    const res = await upload('Disk full mid-copy', csvOf(10_000, 'full'));
    const body = (await res.json()) as { error: string; code: string };
    expect(res.status, JSON.stringify(body)).toBe(507);
    expect(body).toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
    expect(body.error).toBe(
      "The database's disk is full, so nothing was saved. Free space on the disk that holds the database, then try again.",
    );
    expect(await counts()).toEqual(before);

    await server.ctx.database.sql.exec('drop trigger test_fail_copy on leads');
    const again = await upload('After the disk error', csvOf(10_000, 'again'));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { leadCount: number }).leadCount).toBe(10_000);
    expect(await counts()).toEqual([{ c: before[0].c + 1, l: before[0].l + 10_000 }]);
  }, 120_000);

  it('answers a plain 500 with a request id for any other COPY failure, and keeps nothing', async () => {
    const before = await counts();
    await failAfter('XX000', 'something else broke');
    const res = await upload('Other failure mid-copy', csvOf(10_000, 'other'));
    const body = (await res.json()) as { error: string; code: string; requestId: string };
    expect(res.status).toBe(500);
    expect(body).toMatchObject({ error: 'Internal server error', code: 'INTERNAL' });
    expect(body.requestId).toBeTruthy();
    expect(await counts()).toEqual(before);
    await server.ctx.database.sql.exec('drop trigger test_fail_copy on leads');
  }, 120_000);
});
