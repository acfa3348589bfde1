import { AppError } from '@common/errors';
import { MSG } from '@common/wizard/messages';
import type { AddressRefusal } from './address-policy';

// Every way reading a website can fail, as AppErrors a visitor can act on. Refusals (the address
// itself is not allowed) are 400s without the scrape prefix: retrying won't help. Failures of a
// permitted site (down, too slow, not a web page) are 422s that start with the spec's
// 'Failed to scrape website: ' so the client recognises them.

export type FetchRefusal = AddressRefusal | 'scheme' | 'credentials' | 'invalid-url' | 'port';
export type FetchFailure =
  | 'not-found'
  | 'unreachable'
  | 'tls'
  | 'timeout'
  | 'too-large'
  | 'not-html'
  | 'http-status'
  | 'too-many-redirects'
  | 'empty';

const REFUSALS: Record<FetchRefusal, string> = {
  'invalid-url': "That doesn't look like a web address.",
  scheme: 'Only http:// and https:// web addresses can be analysed.',
  credentials: "Web addresses containing a username or password can't be analysed.",
  port: "That address uses a port for another service than the web (such as mail or a database) and can't be analysed.",
  loopback: "That address points to this server itself and can't be analysed.",
  private: "That address points to a private network and can't be analysed.",
  'link-local': "That address points to a link-local network and can't be analysed.",
  metadata: "That address points to a cloud metadata service and can't be analysed.",
  unspecified: "That address is not a public web address and can't be analysed.",
  multicast: "That address is a multicast address and can't be analysed.",
  reserved: "That address is in a reserved range and can't be analysed.",
};

export function refused(reason: FetchRefusal, url?: string): AppError {
  return new AppError('BAD_REQUEST', REFUSALS[reason], { reason, ...(url ? { url } : {}) });
}

export function fetchFailed(reason: FetchFailure, detail: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('UNPROCESSABLE', `${MSG.scrapeFailedPrefix}${detail}`, { reason, ...extra });
}

/** The reason recorded on a fetch error, if it is one of ours. */
export function fetchErrorReason(err: unknown): string | undefined {
  if (!(err instanceof AppError)) return undefined;
  const reason = err.details?.reason;
  return typeof reason === 'string' ? reason : undefined;
}
