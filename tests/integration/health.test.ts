import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('reports the database and the job queue', async () => {
    const res = await server.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.jobs.ok).toBe(true);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('sets helmet security headers', async () => {
    const res = await server.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // PayPal's approval popup must stay reachable from the opener after it navigates away.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.request('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await server.request('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.paths['/api/health']).toBeDefined();
    expect(doc.paths['/api/analytics/page-view'].post.requestBody).toBeDefined();
  });
});
