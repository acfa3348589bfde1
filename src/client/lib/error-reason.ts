import { ApiError } from './api';

/**
 * What a failure toast says under its spec title: the server's own message when it sent one,
 * else the spec's fallback text (a network failure or an unreadable answer has nothing better).
 */
export const errorReason = (err: unknown, fallback: string): string =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : fallback;
