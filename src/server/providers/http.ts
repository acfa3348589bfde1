import { AppError } from '@common/errors';

/**
 * fetch for vendor APIs: a timeout, and vendor failures turned into AppErrors that say which
 * vendor failed without leaking its raw body to visitors. 429 stays a 429 so callers can back off.
 */
export interface VendorFetchOptions extends RequestInit {
  vendor: string;
  timeoutMs?: number;
}

export class VendorHttpError extends AppError {
  constructor(
    readonly vendor: string,
    readonly httpStatus: number,
    readonly body: unknown,
    message: string,
  ) {
    super(httpStatus === 429 ? 'RATE_LIMITED' : 'PROVIDER_ERROR', message, { vendor, status: httpStatus });
  }
}

export async function vendorFetch(url: string, opts: VendorFetchOptions): Promise<Response> {
  const { vendor, timeoutMs = 15_000, ...init } = opts;
  try {
    return await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new AppError('PROVIDER_UNAVAILABLE', `${vendor} ${timedOut ? 'timed out' : 'could not be reached'}`, {
      vendor,
    });
  }
}

/** Reads a JSON body; a non-2xx answer becomes a VendorHttpError carrying the parsed body. */
export async function vendorJson<T>(
  res: Response,
  vendor: string,
  describe: (body: unknown) => string | undefined = () => undefined,
): Promise<T> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  if (!res.ok) {
    const detail = describe(body);
    throw new VendorHttpError(
      vendor,
      res.status,
      body,
      `${vendor} answered ${res.status}${detail ? `: ${detail}` : ''}`,
    );
  }
  return body as T;
}
