import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '../../src/common/dispatch/registry';
import { dncRegistryFiles } from '../../src/server/db/schema';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The registry copy's download date decides whether real phones may be called, so a typed date
// must be plausible, and the copy never counts as fresher than its import.

const PASSWORD = 'registry-dates-admin-pw';
const DAY = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('registry download dates', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  const upload = (downloadDate: string) =>
    send(server, jar, `/api/admin/do-not-call/registry?kind=additions&downloadDate=${downloadDate}`, {
      method: 'POST',
      body: '2125550143\n',
      headers: { 'content-type': 'text/plain' },
    });
  const status = async () => (await send(server, jar, '/api/admin/do-not-call/registry')).json();

  it('refuses a date in the future (beyond a day) or before the registry existed', async () => {
    const future = await upload('2099-12-31');
    expect(future.status).toBe(400);
    expect((await future.json()).error).toBe(REGISTRY_MSG.future('2099-12-31'));
    expect((await upload(day(3))).status).toBe(400);
    const old = await upload('1999-01-01');
    expect(old.status).toBe(400);
    expect((await old.json()).error).toBe(REGISTRY_MSG.tooOld('1999-01-01'));
    expect((await status()).files).toEqual([]);
    expect((await upload(day(1))).status).toBe(200); // tomorrow somewhere on earth
  });

  it('counts a copy from the older of its download date and its import', async () => {
    // A file stored 40 days ago with a date typed far ahead (before such dates were refused).
    await server.ctx.db.delete(dncRegistryFiles);
    await server.ctx.db.insert(dncRegistryFiles).values({
      kind: 'additions',
      fileName: 'future.txt',
      downloadDate: '2099-12-31',
      numbers: 1,
      changed: 1,
      createdAt: new Date(Date.now() - 40 * DAY),
    });
    expect(await status()).toMatchObject({ downloadDate: day(-40), stale: true });
    expect((await upload(day(-2))).status).toBe(200);
    expect(await status()).toMatchObject({ downloadDate: day(-2), stale: false });
  });
});
