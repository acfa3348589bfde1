import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

// The real server with NODE_ENV=production: the API document is not handed to strangers, and
// API_DOCS_PUBLIC hands out only its part outside the admin area. (Signed-in admins reading all
// of it: src/server/http/api-docs.test.ts.)

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'api-docs-production-admin-password-7Tq',
  SESSION_SECRET: 'b3f1c9a7e2d84f6a9c0e5b7d1a3f8e2c4b6d9a0f1e3c5a7b',
  PUBLIC_URL: 'https://app.callcraft.io',
  CONTACT_EMAIL: 'hello@callcraft.io',
  PARENT_COMPANY_URL: 'https://callcraft.io',
  ENTERPRISE_URL: 'https://callcraft.io/enterprise',
  CREATED_BY_URL: 'https://callcraft.io/about',
  FETCH_ALLOW_HOSTS: '',
};

describe('the API document in production', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('answers 401 to anyone not signed in: page, JSON and YAML', async () => {
    server = await startTestServer({ env: PRODUCTION });
    for (const path of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
      const res = await server.request(path, { headers: { host: 'app.callcraft.io' } });
      expect(res.status, path).toBe(401);
      expect((await res.json()).error).toBe('Sign in as an admin to read the API document');
    }
  });

  it('with API_DOCS_PUBLIC, publishes the public part and no admin route', async () => {
    server = await startTestServer({ env: { ...PRODUCTION, API_DOCS_PUBLIC: 'true' } });
    const res = await server.request('/api/docs/json', { headers: { host: 'app.callcraft.io' } });
    expect(res.status).toBe(200);
    const paths = Object.keys((await res.json()).paths);
    expect(paths).toContain('/api/health');
    expect(paths.some((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(paths.filter((p) => /^\/api\/(admin|debug)(\/|$)/.test(p))).toEqual([]);
    expect(paths).not.toContain('/api/generate-agent-prompt');
  });
});
