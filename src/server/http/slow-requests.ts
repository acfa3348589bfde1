import type { App } from './types';

/**
 * A request that took longer than this is logged at warn level, so an operator running at the
 * default level (and the e2e shards, which keep the server's log) sees where time went without
 * turning on every request's info line.
 */
export const SLOW_REQUEST_MS = 2_000;

export function installSlowRequestLog(app: App, thresholdMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (ms < thresholdMs || request.routeOptions.config.stream) return;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(ms),
      },
      'slow request',
    );
  });
}
