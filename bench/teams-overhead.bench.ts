import { loadavg } from 'node:os';
import pg from 'pg';
import { roleCan } from '../src/common/members/roles';
import { recordAudit } from '../src/server/features/audit/record-audit';
import { authorizeMember } from '../src/server/features/members/authorize-member';
import { findSession } from '../src/server/features/auth/find-session';
import { assertAllowed } from '../src/server/http/admin-guard';
import { ROUTE_PERMISSIONS, routePermission } from '../src/server/http/route-permissions';
import { signInAdmin } from '../tests/support/session';
import { makePostgresTemplate, PG_TEMPLATE_DB } from '../tests/support/template';
import { startTestServer } from '../tests/support/test-server';
import { round } from './lib/load';
import { withTestTemplate } from './lib/test-template';
import type { BenchResult } from './run';

// What roles and the audit log add to an admin write, measured on the production functions:
// - the permission check: authorizeMember (the session lookup that existed before, plus the
//   member's role row) minus the session lookup alone is the role read; assertAllowed is the
//   table decision;
// - the audit write: recordAudit of a typical entry (a small changed body, redacted).
// Target: their p95 together ≤ 2 ms per admin write. Embedded always; PostgreSQL when
// TEST_DATABASE_URL names a server (the test support clones a database there).

const WARM_UP = 200;
const RUNS = 2_000;
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];

async function timed(n: number, run: (i: number) => Promise<void> | void): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function measure(kind: string): Promise<BenchResult> {
  const server = await startTestServer({ env: { ADMIN_PASSWORD: 'bench-admin-pw' } });
  try {
    const { jar } = await signInAdmin(server, 'bench-admin-pw');
    const request = { headers: { cookie: jar.header() } } as never;
    const check = await authorizeMember(server.ctx, request);
    if (check.status !== 'admin') throw new Error(`not signed in: ${check.status}`);
    const user = check.user;
    const permission = routePermission(ROUTE_PERMISSIONS, 'POST', '/api/admin/campaigns/:id/dispatch-run/pause')!;
    const entry = (i: number) => ({
      actorKind: 'member' as const,
      actorId: user.id,
      actorLabel: user.email,
      role: user.role,
      address: '127.0.0.1',
      action: 'PATCH /api/admin/campaigns/:id',
      target: `/api/admin/campaigns/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      body: { name: `Campaign ${i}`, settings: { callingWindow: { start: '09:00', end: '17:00' } }, secret: 'x' },
      outcome: 200,
      requestId: `bench-${i}`,
    });
    await timed(WARM_UP, () => authorizeMember(server.ctx, request).then(() => undefined));
    await timed(WARM_UP, (i) => recordAudit(server.ctx, entry(i)));
    // The session cache answers most lookups in-process; what is left is the role row and the decision.
    const guard = await timed(RUNS, async () => {
      const c = await authorizeMember(server.ctx, request);
      if (c.status === 'admin') assertAllowed(c.user, permission);
    });
    // What every admin request did before roles: the session lookup alone.
    const session = await timed(RUNS, () => findSession(server.ctx, { cookie: jar.header() }).then(() => undefined));
    const decide = await timed(RUNS, () => void roleCan('operator', 'campaigns:run'));
    const audit = await timed(RUNS, (i) => recordAudit(server.ctx, entry(WARM_UP + i)));
    const roleAdded = Math.max(0, pct(guard, 95) - pct(session, 95));
    const p95 = roleAdded + pct(audit, 95);
    return {
      name: `teams-overhead-${kind}`,
      metrics: {
        runs: RUNS,
        guardWithRoleP50Ms: round(pct(guard, 50)),
        guardWithRoleP95Ms: round(pct(guard, 95)),
        sessionOnlyP95Ms: round(pct(session, 95)),
        roleCheckAddedP95Ms: round(roleAdded),
        permissionDecisionP95Ms: round(pct(decide, 95)),
        auditWriteP50Ms: round(pct(audit, 50)),
        auditWriteP95Ms: round(pct(audit, 95)),
        addedP95SumMs: round(p95),
        targetP95Ms: 2,
        withinTarget: p95 <= 2,
        loadAverage1m: round(loadavg()[0]),
      },
      notes:
        'guardWithRole includes the (cached) session lookup that every admin request made before roles existed; the audit write happens after the answer is sent (onResponse), so it does not delay the answer itself.',
    };
  } finally {
    await server.close();
  }
}

/**
 * The test server clones its database on PostgreSQL whenever TEST_DATABASE_URL is set, so the
 * embedded run hides it, and the PostgreSQL run needs the migrated template database there (which
 * vitest's global setup would make; outside vitest the bench makes it and drops it afterwards).
 */
async function embedded(): Promise<BenchResult> {
  const url = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    return await withTestTemplate(() => measure('embedded'));
  } finally {
    if (url) process.env.TEST_DATABASE_URL = url;
  }
}

async function postgres(url: string): Promise<BenchResult> {
  await makePostgresTemplate(url);
  try {
    return await measure('postgres');
  } finally {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.end();
  }
}

export default async function bench(): Promise<BenchResult[]> {
  const url = process.env.TEST_DATABASE_URL;
  const results = [await embedded()];
  if (url) results.push(await postgres(url));
  return results;
}
