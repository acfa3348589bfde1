import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleCan, type TRole } from '../../src/common/members/roles';
import { ROUTE_PERMISSIONS, routePermission } from '../../src/server/http/route-permissions';
import { startTestServer, type TestServer } from '../support/test-server';
import { protectedRoutes, routeCollector, sampleUrl } from '../support/route-census';
import { signInAdmin, type CookieJar } from '../support/session';
import { addMember } from '../support/members';

// Every admin route of the real server, called as each role, must agree with the permission
// table: a route the role may not use answers 403 naming the permission it lacked (never 2xx);
// one it may use is not refused for its role.

const PASSWORD = 'role-census-admin-pw';

describe('role census: every admin route as each role matches ROUTE_PERMISSIONS', () => {
  const { routes, collect } = routeCollector();
  let server: TestServer;
  const jars = new Map<TRole, CookieJar>();

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD }, onRoute: collect });
    const owner = (await signInAdmin(server, PASSWORD)).jar;
    jars.set('owner', owner);
    for (const role of ROLES.filter((r) => r !== 'owner'))
      jars.set(role, (await addMember(server, owner, `census-${role}@team.test`, role)).jar);
  }, 120_000);
  afterAll(async () => server?.close());

  it('every protected route is in the table', () => {
    const missing = protectedRoutes(routes).filter((r) => !routePermission(ROUTE_PERMISSIONS, r.method, r.url));
    expect(missing).toEqual([]);
    expect(protectedRoutes(routes).length).toBeGreaterThan(100);
  });

  // Owner last: what it may do (with sample ids and no body) must not disturb the others' answers.
  for (const role of ['viewer', 'prompter', 'operator', 'admin', 'owner'] as const) {
    it(`as ${role}`, async () => {
      const findings: string[] = [];
      for (const route of protectedRoutes(routes)) {
        const permission = routePermission(ROUTE_PERMISSIONS, route.method, route.url)!;
        const allowed = permission === 'session:self' || roleCan(role, permission);
        const res = await fetch(server.url + sampleUrl(route.url), {
          method: route.method,
          headers: { cookie: jars.get(role)!.header(), origin: server.url },
        });
        const text = await res.text();
        const body =
          route.method === 'HEAD' || !text ? {} : (JSON.parse(text) as { details?: { permission?: string } });
        const line = `${route.method} ${route.url} -> ${res.status}`;
        if (allowed) {
          if (res.status === 401 || body.details?.permission) findings.push(`${line} (should be allowed)`);
        } else if (res.status !== 403 || (route.method !== 'HEAD' && body.details?.permission !== permission)) {
          findings.push(`${line} (should be 403 lacking ${permission})`);
        }
      }
      expect(findings).toEqual([]);
    }, 120_000);
  }
});
