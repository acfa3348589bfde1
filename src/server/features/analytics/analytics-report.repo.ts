import { and, count, countDistinct, desc, eq, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { analyticsEvents, calls, payments } from '../../db/schema';

// Read-only aggregates for the admin Analytics tab. Every query is bounded by [from, to) and uses
// the (type, created_at) index on analytics_events; days are UTC.

export interface Range {
  from: Date;
  to: Date;
}

const utcDay = (col: typeof analyticsEvents.createdAt | typeof payments.createdAt) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
const inRange = (
  col: typeof analyticsEvents.createdAt | typeof payments.createdAt | typeof calls.createdAt,
  r: Range,
) => and(gte(col, r.from), lt(col, r.to));
const ofType = (type: string, r: Range) => and(eq(analyticsEvents.type, type), inRange(analyticsEvents.createdAt, r));

export async function pageViewsByRoute(db: DbOrTx, r: Range, limit = 50) {
  const rows = await db
    .select({ path: sql<string>`coalesce(${analyticsEvents.path}, '/')`, count: count() })
    .from(analyticsEvents)
    .where(ofType('page_view', r))
    .groupBy(sql`1`)
    .orderBy(desc(count()), sql`1`)
    .limit(limit);
  return rows.map((x) => ({ path: x.path, count: Number(x.count) }));
}

export async function pageViewsByDay(db: DbOrTx, r: Range) {
  const day = utcDay(analyticsEvents.createdAt);
  const rows = await db
    .select({ day, count: count() })
    .from(analyticsEvents)
    .where(ofType('page_view', r))
    .groupBy(day)
    .orderBy(day);
  return rows.map((x) => ({ day: x.day, count: Number(x.count) }));
}

/** Distinct visitors who viewed the wizard page. */
export async function wizardVisitors(db: DbOrTx, r: Range): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(analyticsEvents.visitorId) })
    .from(analyticsEvents)
    .where(and(ofType('page_view', r), eq(analyticsEvents.path, '/')));
  return Number(row?.n ?? 0);
}

/** For each visitor, the furthest wizard step reached; then how many visitors reached each step. */
export async function furthestWizardSteps(db: DbOrTx, r: Range): Promise<Map<number, number>> {
  const step = sql<number>`max((${analyticsEvents.props}->>'step')::int)`;
  const perVisitor = db
    .select({ visitor: analyticsEvents.visitorId, furthest: step.as('furthest') })
    .from(analyticsEvents)
    .where(ofType('wizard_step', r))
    .groupBy(analyticsEvents.visitorId)
    .as('per_visitor');
  const rows = await db
    .select({ furthest: perVisitor.furthest, n: count() })
    .from(perVisitor)
    .groupBy(perVisitor.furthest);
  return new Map(rows.map((x) => [Number(x.furthest), Number(x.n)]));
}

export async function countEventsOfType(db: DbOrTx, type: string, r: Range): Promise<number> {
  const [row] = await db.select({ n: count() }).from(analyticsEvents).where(ofType(type, r));
  return Number(row?.n ?? 0);
}

/** Deposits that actually succeeded, per UTC day. */
export async function depositsByDay(db: DbOrTx, r: Range) {
  const day = utcDay(payments.createdAt);
  const rows = await db
    .select({ day, count: count(), amountCents: sum(payments.amountCents) })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), inRange(payments.createdAt, r)))
    .groupBy(day)
    .orderBy(day);
  return rows.map((x) => ({ day: x.day, count: Number(x.count), amountCents: Number(x.amountCents ?? 0) }));
}

/** Calls by status; a test run's attempts (simulated) are not calls anyone received. */
export async function callsByStatus(db: DbOrTx, r: Range) {
  const rows = await db
    .select({ status: calls.status, count: count() })
    .from(calls)
    .where(and(inRange(calls.createdAt, r), ne(calls.purpose, 'campaign-test')))
    .groupBy(calls.status)
    .orderBy(desc(count()), calls.status);
  return rows.map((x) => ({ status: x.status, count: Number(x.count) }));
}
