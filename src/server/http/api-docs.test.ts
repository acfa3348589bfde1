import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installApiDocs } from './api-docs';
import { errorHandler } from './error-handler';
import type { App } from './types';

async function docsApp(production: boolean, publishPublic: boolean) {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } } });
  await installApiDocs(app as unknown as App, {
    production,
    publishPublic,
    authorize: async (request) =>
      request.headers['x-test-admin']
        ? { status: 'admin', user: { id: 'u', username: 'admin', email: 'a@b.c', name: 'A', role: 'viewer' } }
        : { status: 'unauthenticated' },
  });
  app.get('/api/admin/campaigns', async () => []);
  app.get('/api/v1/calls', async () => []);
  await app.ready();
  return app;
}

const paths = async (app: Awaited<ReturnType<typeof docsApp>>, admin: boolean) => {
  const res = await app.inject({ url: '/api/docs/json', headers: admin ? { 'x-test-admin': '1' } : {} });
  return { status: res.statusCode, paths: res.statusCode === 200 ? Object.keys(res.json().paths) : [] };
};

describe('the API document', () => {
  it('in production: admins only, the page as well as the document', async () => {
    const app = await docsApp(true, false);
    expect(await paths(app, false)).toEqual({ status: 401, paths: [] });
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/docs/yaml' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/docs/yaml', headers: { 'x-test-admin': '1' } })).body).toContain(
      '/api/admin/campaigns',
    );
    expect(await paths(app, true)).toEqual({ status: 200, paths: ['/api/admin/campaigns', '/api/v1/calls'] });
    await app.close();
  });

  it('in production with API_DOCS_PUBLIC: anyone reads the part outside the admin area', async () => {
    const app = await docsApp(true, true);
    expect(await paths(app, false)).toEqual({ status: 200, paths: ['/api/v1/calls'] });
    const yaml = (await app.inject({ url: '/api/docs/yaml' })).body;
    expect(yaml).toContain('/api/v1/calls');
    expect(yaml).not.toContain('/api/admin');
    expect((await paths(app, true)).paths).toContain('/api/admin/campaigns');
    await app.close();
  });

  it('outside production: open, for development', async () => {
    const app = await docsApp(false, false);
    expect(await paths(app, false)).toEqual({ status: 200, paths: ['/api/admin/campaigns', '/api/v1/calls'] });
    await app.close();
  });
});
