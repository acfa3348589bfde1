import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../support/test-server';
import { countEvents } from '../../src/server/features/analytics/analytics.repo';

describe('HTTP conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Test-only routes, registered after boot on the same app, exercising the error mapping.
  });
  afterAll(() => server?.close());

  it('stores page views without the query string, and gives the browser a signed visitor cookie', async () => {
    const res = await server.request('/api/analytics/page-view', { method: 'POST', json: { path: '/Success?id=abc' } });
    expect(res.status).toBe(204);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/cc_vid=[^;]+\.[^;]+;/); // value.signature
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await countEvents(server.ctx.db, 'page_view')).toBe(1);
  });

  it('rejects a body that fails its schema with a 400 naming the field, and stores nothing', async () => {
    const before = await countEvents(server.ctx.db, 'wizard_step');
    const res = await server.request('/api/analytics/wizard-step', { method: 'POST', json: { step: 9 } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.error).toContain('step');
    expect(await countEvents(server.ctx.db, 'wizard_step')).toBe(before);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await server.request('/api/analytics/page-view', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"path":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('The request body is not valid JSON');
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await server.request('/api/analytics/page-view', {
      method: 'POST',
      json: { path: '/' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const same = await server.request('/api/analytics/page-view', {
      method: 'POST',
      json: { path: '/' },
      headers: { origin: server.url },
    });
    expect(same.status).toBe(204);
  });

  it('reports providers as sandbox with no keys configured', async () => {
    const res = await server.request('/api/config');
    const body = await res.json();
    expect(body.providers.voice).toEqual({ mode: 'sandbox', adapter: 'sandbox' });
    expect(body.contactEmail).toBeTruthy();
  });
});

describe('error mapping', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('hides internals of unexpected errors behind a 500 with the request id', async () => {
    // An unexpected failure inside a real route: the database goes away under the health check's feet.
    const { buildApp } = await import('../../src/server/http/app');
    const app = await buildApp(server.ctx);
    app.get('/api/__boom', { schema: { querystring: z.object({}) } }, async () => {
      throw new Error('secret internal detail');
    });
    const res = await app.inject({ method: 'GET', url: '/api/__boom', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ error: 'Internal server error', code: 'INTERNAL', requestId: 'req-123' });
    expect(res.body).not.toContain('secret internal detail');
    await app.close();
  });
});
