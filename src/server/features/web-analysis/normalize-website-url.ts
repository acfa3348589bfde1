import { AppError } from '@common/errors';
import { checkUrlShape } from '../../providers/web/safe-target';

// The website field has no format check (spec §5), so visitors type "joesplumbing.com",
// "www.joes.com/" or a full URL. This turns any of them into one URL to fetch and one cache key.

export interface WebsiteTarget {
  /** What to fetch first. */
  url: string;
  /** Cache key: scheme, lower-case host, path without trailing slash, query; no fragment. */
  key: string;
  /** No scheme was typed: https was assumed, and http may be tried if https can't connect. */
  guessedScheme: boolean;
}

// "localhost:3000" is a host and port, not a scheme called "localhost".
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function websiteKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.replace(/\.(?=:|$)/, '')}${path}${url.search}`;
}

export function normalizeWebsiteUrl(input: string): WebsiteTarget {
  const trimmed = input.trim();
  if (!trimmed) throw new AppError('BAD_REQUEST', 'A website address is required');
  const guessedScheme = !HAS_SCHEME.test(trimmed);
  const withScheme = guessedScheme ? `https://${trimmed.replace(/^\/+/, '')}` : trimmed;
  const url = checkUrlShape(withScheme);
  url.hash = '';
  return { url: url.href, key: websiteKey(url), guessedScheme };
}

/** The same address over plain http (for sites typed without a scheme that have no https). */
export function withHttp(url: string): string {
  const u = new URL(url);
  u.protocol = 'http:';
  return u.href;
}
