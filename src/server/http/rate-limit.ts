import type { FastifyRequest } from 'fastify';

/**
 * Route-level rate limit config for @fastify/rate-limit (registered with global: false). The
 * message is what the visitor reads, so it comes from the spec where the spec has one.
 */
export function rateLimit(
  max: number,
  timeWindowMs: number,
  message: string,
  keyGenerator?: (req: FastifyRequest) => string,
) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      ...(keyGenerator ? { keyGenerator } : {}),
      errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', error: 'Too Many Requests', message }),
    },
  };
}
