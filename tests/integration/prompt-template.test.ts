import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'template-admin-pw';

describe('admin prompt template endpoints', () => {
  let server: TestServer;
  let admin: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    const signedIn = await signInAdmin(server, PASSWORD);
    expect(signedIn.res.status).toBe(200);
    admin = signedIn.jar;
  });
  afterAll(() => server?.close());

  it('refuses every template endpoint without an admin session (401)', async () => {
    const anon = new CookieJar();
    expect((await send(server, anon, '/api/admin/prompt-template')).status).toBe(401);
    expect(
      (await send(server, anon, '/api/admin/prompt-template', { method: 'PUT', json: { template: 'Hi {{name}}' } }))
        .status,
    ).toBe(401);
    expect((await send(server, anon, '/api/admin/prompt-template/reset', { method: 'POST' })).status).toBe(401);
  });

  it('shows the built-in default with its placeholder list', async () => {
    const res = await send(server, admin, '/api/admin/prompt-template');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.isDefault).toBe(true);
    expect(body.template).toContain('You are {{name}}');
    expect(body.placeholders.map((p: { key: string }) => p.key)).toEqual([
      'name',
      'companyName',
      'industry',
      'gender',
      'age',
      'energyStyle',
      'toneBooster',
      'hometownSection',
      'backstorySection',
      'companyContext',
    ]);
    for (const p of body.placeholders) expect(body.template).toContain(`{{${p.key}}}`);
  });

  it('refuses a template without {{name}} with a clear 400 and keeps the old one', async () => {
    const res = await send(server, admin, '/api/admin/prompt-template', {
      method: 'PUT',
      json: { template: 'Hello from {{companyName}}' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("The template must contain the {{name}} placeholder (the agent's name)");
    expect((await (await send(server, admin, '/api/admin/prompt-template')).json()).isDefault).toBe(true);
  });

  it('saves a template (recording who), uses it for new prompts, and resets to the default', async () => {
    const template = 'Custom: {{name}} calls {{companyName}} about {{industry}}.\n{{hometownSection}}';
    const put = await send(server, admin, '/api/admin/prompt-template', { method: 'PUT', json: { template } });
    expect(put.status).toBe(200);
    const saved = await put.json();
    expect(saved).toMatchObject({ template, isDefault: false, updatedBy: 'admin' });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await (await send(server, admin, '/api/admin/prompt-template')).json();
    expect(again).toMatchObject({ template, isDefault: false });

    const gen = await server.request('/api/generate-prompt', {
      method: 'POST',
      json: { name: 'Kit', industry: 'retail', hometown: 'Tokyo, Japan', websiteUrl: 'corner-books.com' },
    });
    expect((await gen.json()).prompt).toBe(
      "Custom: Kit calls Corner Books about Retail.\nYou're from Tokyo, Japan (Asia): speak with clear, polite English with a light Japanese accent. Keep it natural, never a caricature, and mention your hometown only if it fits the conversation.",
    );

    const reset = await send(server, admin, '/api/admin/prompt-template/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    const def = await reset.json();
    expect(def.isDefault).toBe(true);
    expect(def.template).toContain('You are {{name}}');
    expect((await (await send(server, admin, '/api/admin/prompt-template')).json()).isDefault).toBe(true);
  });
});
