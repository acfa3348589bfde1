import type { RouteOptions } from 'fastify';
import { isProtectedPath } from '../../src/server/http/admin-guard';

export interface CensusRoute {
  method: string;
  url: string;
}

/** Collects routes as they are registered (pass `collect` as Fastify's onRoute hook). */
export function routeCollector() {
  const routes: CensusRoute[] = [];
  const collect = (route: RouteOptions) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      routes.push({ method, url: route.url });
  };
  return { routes, collect };
}

/** Routes the admin guard must cover: everything under /api/admin and /api/debug. */
export const protectedRoutes = (routes: CensusRoute[]) => routes.filter((r) => isProtectedPath(r.url));

/** A concrete URL for a route pattern: params and wildcards get harmless sample values. */
export function sampleUrl(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'census');
}

export type Send = (method: string, url: string, cookie?: string) => Promise<number>;

export interface CensusFinding {
  route: CensusRoute;
  who: 'anonymous' | 'non-admin';
  expected: number;
  got: number;
}

/**
 * Asks every protected route as an anonymous caller (must answer 401) and with a signed-in
 * non-admin's cookie (must answer 403). Returns every route that answered anything else.
 */
export async function runCensus(routes: CensusRoute[], send: Send, nonAdminCookie?: string): Promise<CensusFinding[]> {
  const findings: CensusFinding[] = [];
  for (const route of protectedRoutes(routes)) {
    const url = sampleUrl(route.url);
    const anon = await send(route.method, url);
    if (anon !== 401) findings.push({ route, who: 'anonymous', expected: 401, got: anon });
    if (nonAdminCookie !== undefined) {
      const stranger = await send(route.method, url, nonAdminCookie);
      if (stranger !== 403) findings.push({ route, who: 'non-admin', expected: 403, got: stranger });
    }
  }
  return findings;
}
