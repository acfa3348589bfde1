import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'history-admin-pw';
const wizard = {
  industry: 'hospitality',
  gender: 'female',
  age: '20s',
  energyStyle: 'playful',
  toneBooster: ['Warm'],
  hometown: 'Atlanta, GA',
  name: 'Sunny',
};

describe('prompt template history', () => {
  let server: TestServer;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    admin = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  const put = (template: string) =>
    send(server, admin, '/api/admin/prompt-template', { method: 'PUT', json: { template } });
  const versions = async () => (await send(server, admin, '/api/admin/prompt-template/versions')).json();
  const wizardPrompt = async () =>
    (await (await server.request('/api/generate-prompt', { method: 'POST', json: wizard })).json()).prompt as string;

  it('starts empty; every save keeps the text it replaced, with who saved it and when', async () => {
    expect(await versions()).toEqual([]);
    expect((await put('First {{name}} MARKER-ONE.')).status).toBe(200);
    expect((await put('Second {{name}} MARKER-TWO.')).status).toBe(200);
    const list = await versions();
    expect(list).toHaveLength(2);
    // Newest replacement first: the first saved text, then the default it replaced.
    expect(list[0]).toMatchObject({
      isDefault: false,
      savedBy: 'admin',
      replacedBy: 'admin',
      replacedVia: 'save',
      chars: 'First {{name}} MARKER-ONE.'.length,
    });
    expect(list[0].savedAt).toEqual(expect.any(String));
    expect(list[1]).toMatchObject({ isDefault: true, savedBy: null, savedAt: null, replacedVia: 'save' });
    const one = await (await send(server, admin, `/api/admin/prompt-template/versions/${list[0].id}`)).json();
    expect(one.template).toBe('First {{name}} MARKER-ONE.');
  });

  it('restoring a version brings its prompt back, and the replaced text becomes a version in turn', async () => {
    expect(await wizardPrompt()).toContain('MARKER-TWO');
    const [first] = await versions();
    const res = await send(server, admin, `/api/admin/prompt-template/versions/${first.id}/restore`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).template).toBe('First {{name}} MARKER-ONE.');
    expect(await wizardPrompt()).toContain('MARKER-ONE');
    const list = await versions();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ replacedVia: 'restore' });
    expect(
      (await (await send(server, admin, `/api/admin/prompt-template/versions/${list[0].id}`)).json()).template,
    ).toBe('Second {{name}} MARKER-TWO.');
  });

  it('reset to default is a version too, and can be undone by a restore', async () => {
    const reset = await (await send(server, admin, '/api/admin/prompt-template/reset', { method: 'POST' })).json();
    expect(reset.isDefault).toBe(true);
    const [latest] = await versions();
    expect(latest).toMatchObject({ replacedVia: 'reset', isDefault: false });
    await send(server, admin, `/api/admin/prompt-template/versions/${latest.id}/restore`, { method: 'POST' });
    expect(await wizardPrompt()).toContain('MARKER-ONE');
  });

  it('restoring the built-in default makes the default current again', async () => {
    const def = (await versions()).find((v: { isDefault: boolean }) => v.isDefault);
    const res = await (
      await send(server, admin, `/api/admin/prompt-template/versions/${def.id}/restore`, { method: 'POST' })
    ).json();
    expect(res.isDefault).toBe(true);
  });

  it('a refused save keeps no version; unknown ids are 404, malformed ids 400; anonymous 401', async () => {
    const before = (await versions()).length;
    expect((await put('No name placeholder')).status).toBe(400);
    expect((await versions()).length).toBe(before);
    expect(
      (await send(server, admin, '/api/admin/prompt-template/versions/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect(
      (await send(server, admin, '/api/admin/prompt-template/versions/not-a-uuid/restore', { method: 'POST' })).status,
    ).toBe(400);
    expect((await send(server, new CookieJar(), '/api/admin/prompt-template/versions')).status).toBe(401);
  });
});
