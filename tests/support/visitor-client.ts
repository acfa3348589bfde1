import type { TestServer } from './test-server';

/**
 * One browser's view of the server: keeps the signed visitor cookie (cc_vid) between requests,
 * so "the same visitor after a reload" can be tested over real HTTP.
 */
export function visitor(server: TestServer) {
  let cookie = '';
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      if (pair.startsWith('cc_vid=')) cookie = pair;
    }
    return res;
  };
  const request = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    return remember(await server.request(path, { ...init, headers }));
  };
  return {
    request,
    get: (path: string) => request(path),
    post: (path: string, json: unknown = {}) => request(path, { method: 'POST', json }),
    form: (path: string, fields: Record<string, string>) =>
      request(path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    cookie: () => cookie,
  };
}

export type Visitor = ReturnType<typeof visitor>;
