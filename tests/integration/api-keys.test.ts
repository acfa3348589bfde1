import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApiKeyList, TCreatedApiKey } from '@common/api-keys/schemas';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// API keys: created by an admin and shown once, kept only as a hash, listed by prefix, revoked at
// once; accepted only on /api/v1 (never on admin routes), with their scopes; limited per key.

const PASSWORD = 'api-keys-password';

describe('API keys', () => {
  let server: TestServer;
  let jar: CookieJar;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    server.request(path, { ...init, headers: { ...(init.headers as object), authorization: `Bearer ${key}` } });
  const create = async (name: string, scopes: string[]) => {
    const res = await admin('/api/admin/api-keys', { method: 'POST', json: { name, scopes } });
    expect(res.status).toBe(201);
    return (await res.json()) as TCreatedApiKey;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, API_KEY_RATE_LIMIT_PER_MINUTE: '5' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => server?.close());

  it('shows the whole key once, stores only its hash, and lists it by prefix', async () => {
    const created = await create('CRM sync', ['leads:write', 'calls:read']);
    expect(created.key).toMatch(/^cc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    const list = (await (await admin('/api/admin/api-keys')).json()) as TApiKeyList;
    const listed = list.items.find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ name: 'CRM sync', scopes: ['leads:write', 'calls:read'], prefix: created.prefix });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const { rows } = await server.ctx.database.sql.query<{ row: string }>(
      `select row_to_json(k)::text as row from api_keys k where id = $1`,
      [created.id],
    );
    expect(rows[0].row).not.toContain(created.key.slice(12));
    expect(rows[0].row).toMatch(/"key_hash":"[0-9a-f]{64}"/);
  });

  it('refuses bad requests to create a key', async () => {
    for (const json of [
      { name: '', scopes: ['leads:write'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      expect((await admin('/api/admin/api-keys', { method: 'POST', json })).status, JSON.stringify(json)).toBe(400);
    }
  });

  it('authenticates /api/v1 by key only: 401 without, 403 without the scope, a session counts for nothing', async () => {
    const reader = await create('Reader', ['campaigns:read']);
    const writer = await create('Writer', ['leads:write']);
    expect((await server.request('/api/v1/campaigns')).status).toBe(401);
    expect((await send(server, jar, '/api/v1/campaigns')).status).toBe(401);
    expect((await withKey('cc_AAAAAAAA_' + 'A'.repeat(43), '/api/v1/campaigns')).status).toBe(401);
    expect((await withKey('not-a-key', '/api/v1/campaigns')).status).toBe(401);
    const forbidden = await withKey(writer.key, '/api/v1/campaigns');
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: string }).error).toContain('campaigns:read');
    const ok = await withKey(reader.key, '/api/v1/campaigns');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveProperty('items');
    const list = (await (await admin('/api/admin/api-keys')).json()) as TApiKeyList;
    expect(list.items.find((k) => k.id === reader.id)!.lastUsedAt).not.toBeNull();
  });

  it('is never accepted on admin (browser-session) routes', async () => {
    const key = await create('All scopes', ['leads:write', 'calls:read', 'campaigns:read']);
    for (const path of ['/api/admin/api-keys', '/api/admin/campaigns', '/api/debug/environment']) {
      expect((await withKey(key.key, path)).status, path).toBe(401);
    }
  });

  it('revokes at once', async () => {
    const key = await create('Short-lived', ['campaigns:read']);
    expect((await withKey(key.key, '/api/v1/campaigns')).status).toBe(200);
    expect((await admin(`/api/admin/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await withKey(key.key, '/api/v1/campaigns')).status).toBe(401);
    expect((await admin(`/api/admin/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(404);
    const list = (await (await admin('/api/admin/api-keys')).json()) as TApiKeyList;
    expect(list.items.some((k) => k.id === key.id)).toBe(false);
  });

  it('limits requests per key, not per caller', async () => {
    const busy = await create('Busy', ['campaigns:read']);
    const calm = await create('Calm', ['campaigns:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await withKey(busy.key, '/api/v1/campaigns')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await withKey(calm.key, '/api/v1/campaigns')).status).toBe(200);
  });

  it('is not usable by anyone without an admin session', async () => {
    expect((await server.request('/api/admin/api-keys')).status).toBe(401);
    expect(
      (await server.request('/api/admin/api-keys', { method: 'POST', json: { name: 'x', scopes: ['calls:read'] } }))
        .status,
    ).toBe(401);
  });
});
