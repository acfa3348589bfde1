import type { ErrorBody } from '@common/errors';

// The API client, with the spec's conventions (part 1 §7): a JSON content type only when there is
// a body; no other headers except the admin flag header and, for some calls, no-cache headers.
// A non-success answer becomes an ApiError whose message is "status: body text" (or the status
// text when the body is empty); `code` and `serverMessage` are read from our JSON error body.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
  /** The server's own message (`error`, or `message` from vendor-style bodies). */
  get serverMessage(): string | undefined {
    const b = this.body as (Partial<ErrorBody> & { message?: string }) | null;
    return b?.error ?? b?.message;
  }
  get code() {
    return this.body?.code;
  }
}

/** Spec §6: requests to admin API paths carry this header when the browser flag is set. It grants nothing: the server checks the session. */
function adminHeader(path: string): Record<string, string> {
  try {
    if (path.includes('/api/admin') && localStorage.getItem('admin_authenticated') === 'true')
      return { 'X-Admin-Auth': 'true' };
  } catch {
    /* storage unavailable */
  }
  return {};
}

export const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

export async function rawRequest(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...adminHeader(path), ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Sends a file's bytes as the body (not JSON): the registry upload. Answers the JSON reply. */
export async function uploadRequest<T>(path: string, file: Blob, contentType: string): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { ...adminHeader(path), 'Content-Type': contentType },
    body: file,
    credentials: 'include',
  });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as T;
}

/** What a person is shown for a failed request: the server's own message, not "400: {json}". */
export const errorText = (err: unknown): string =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : err instanceof Error ? err.message : String(err);

export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let parsed: Partial<ErrorBody> | null = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, res.statusText, text, parsed);
}

/** JSON in, JSON out. 204 answers undefined. */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const res = await rawRequest(method, path, body, extraHeaders);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type On401 = 'returnNull' | 'throw';

/** Default read: GET the path named by the query key; a 401 answers null only when asked to. */
export function getQueryFn<T>(opts: { on401: On401 } = { on401: 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const path = queryKey.filter((k) => typeof k === 'string').join('/');
    const res = await fetch(path, { credentials: 'include', headers: adminHeader(path) });
    if (res.status === 401 && opts.on401 === 'returnNull') return null;
    if (!res.ok) throw await toApiError(res);
    return (await res.json()) as T;
  };
}
