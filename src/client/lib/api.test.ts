// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn } from './api';

describe('api client (spec §7 conventions)', () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (url.includes('fail-empty')) return new Response('', { status: 502, statusText: 'Bad Gateway' });
        if (url.includes('fail'))
          return new Response('{"error":"nope","code":"BAD_REQUEST"}', { status: 400, statusText: 'Bad Request' });
        if (url.includes('unauth')) return new Response('', { status: 401, statusText: 'Unauthorized' });
        return new Response('{"ok":true}', { status: 200 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sets the JSON content type only when there is a body', async () => {
    await apiRequest('GET', '/api/x');
    await apiRequest('POST', '/api/x', { a: 1 });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((calls[1].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a failure into "status: body", or the status text when the body is empty', async () => {
    await expect(apiRequest('GET', '/api/fail')).rejects.toThrow('400: {"error":"nope","code":"BAD_REQUEST"}');
    await expect(apiRequest('GET', '/api/fail-empty')).rejects.toThrow('502: Bad Gateway');
    const err = (await apiRequest('GET', '/api/fail').catch((e: unknown) => e)) as import('./api').ApiError;
    expect(err.serverMessage).toBe('nope');
    expect(err.code).toBe('BAD_REQUEST');
  });

  it('adds the admin header only on admin paths with the flag set', async () => {
    await apiRequest('GET', '/api/admin/leads');
    localStorage.setItem('admin_authenticated', 'true');
    await apiRequest('GET', '/api/admin/leads');
    await apiRequest('GET', '/api/health');
    expect((calls[0].init.headers as Record<string, string>)['X-Admin-Auth']).toBeUndefined();
    expect((calls[1].init.headers as Record<string, string>)['X-Admin-Auth']).toBe('true');
    expect((calls[2].init.headers as Record<string, string>)['X-Admin-Auth']).toBeUndefined();
  });

  it('a 401 read answers null only when configured so', async () => {
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/unauth'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/unauth'] })).rejects.toThrow('401: Unauthorized');
  });
});
