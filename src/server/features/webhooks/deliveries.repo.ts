import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookOutbox } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';
import type { EndpointRow } from './endpoints.repo';
import type { OutboxRow } from './outbox.repo';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;

/**
 * Deliveries whose next attempt is due and has no job yet (queuedAttempt = attempts), of enabled
 * endpoints only: a disabled endpoint's deliveries wait until it is enabled again.
 */
export async function dueDeliveries(
  db: DbOrTx,
  now: Date,
  limit: number,
): Promise<Array<{ id: string; attempts: number }>> {
  return db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.queuedAttempt, webhookDeliveries.attempts),
        or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.createdAt))
    .limit(limit);
}

/**
 * Records that a job exists for each given attempt. The attempt is named, not derived from the
 * row: the job may already have run and recorded a failure (attempts moved on) before this runs,
 * and "attempts + 1" would then mark an attempt no job was queued for, leaving the delivery
 * never due again.
 */
type AttemptItem = { deliveryId: string; attempt: number };

/**
 * The (delivery, attempt) pairs as a table `v(id, attempt)` to join in an update. Ids are
 * zod-checked uuids and attempts integers: passed as two text parameters, split in SQL.
 */
function attemptPairs(items: AttemptItem[]) {
  const ids = items.map((i) => i.deliveryId).join(',');
  const attempts = items.map((i) => String(i.attempt)).join(',');
  return sql`unnest(string_to_array(${ids}, ',')::uuid[], string_to_array(${attempts}, ',')::int[]) as v(id, attempt)`;
}

export async function markQueued(db: DbOrTx, items: AttemptItem[]): Promise<void> {
  if (!items.length) return;
  await db.execute(sql`
    update webhook_deliveries d
       set queued_attempt = greatest(d.queued_attempt, v.attempt)
      from ${attemptPairs(items)}
     where d.id = v.id`);
}

export async function setQueuedAttempt(db: DbOrTx, id: string, attempt: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ queuedAttempt: sql`greatest(${webhookDeliveries.queuedAttempt}, ${attempt})` })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * An attempt a worker began but never recorded (the process died mid-send) is given back: the
 * delivery becomes due again, and the relay queues the next attempt.
 */
export async function releaseStaleSends(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.updatedAt, before)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Takes the given attempt of each delivery, atomically: only one job can move a delivery from
 * `attempt - 1` done to `attempt` sending, so a job run twice (or a manual and a scheduled attempt
 * racing) sends once. Returns the deliveries taken, with their endpoint and event.
 */
export async function claimAttempts(
  db: DbOrTx,
  items: AttemptItem[],
): Promise<Array<{ delivery: DeliveryRow; endpoint: EndpointRow; event: OutboxRow }>> {
  if (!items.length) return [];
  const claimed = await db.execute<{ id: string }>(sql`
    update webhook_deliveries d
       set status = 'sending', attempts = v.attempt, queued_attempt = greatest(d.queued_attempt, v.attempt), updated_at = now()
      from ${attemptPairs(items)}
     where d.id = v.id and d.status = 'pending' and d.attempts = v.attempt - 1
    returning d.id`);
  const claimedIds = rowsOf<{ id: string }>(claimed).map((r) => r.id);
  if (!claimedIds.length) return [];
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookOutbox })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookOutbox, eq(webhookOutbox.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, claimedIds));
}

/** node-postgres answers { rows }, PGlite too; both through Drizzle's execute. */
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/** Gives an attempt back untried (its endpoint was disabled meanwhile). */
export async function unclaimAttempt(db: DbOrTx, id: string, attempt: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: attempt - 1, queuedAttempt: attempt - 1, nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, attempt)));
}

export interface AttemptOutcome {
  deliveryId: string;
  attempt: number;
  manual: boolean;
  ok: boolean;
  responseCode: number | null;
  latencyMs: number;
  error: string | null;
  /** Set on a failure that will be retried; null on success or when giving up. */
  nextRetryAt: Date | null;
  at: Date;
}

/** The attempts' log rows and the deliveries' new state, in one transaction. */
export async function recordAttempts(db: DbOrTx, outcomes: AttemptOutcome[]): Promise<void> {
  if (!outcomes.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values(
        outcomes.map((o) => ({
          deliveryId: o.deliveryId,
          attempt: o.attempt,
          manual: o.manual,
          ok: o.ok,
          responseCode: o.responseCode,
          latencyMs: o.latencyMs,
          error: o.error,
          nextRetryAt: o.nextRetryAt,
          createdAt: o.at,
        })),
      )
      .onConflictDoNothing();
    // One statement for the whole group (a job records up to PER_JOB attempts): one round trip
    // instead of one per delivery, which on the embedded database's single connection was most of
    // a job's time. Guarded by the attempt number, as each claim is.
    const rows = outcomes.map((o) => ({
      id: o.deliveryId,
      attempt: o.attempt,
      status: o.ok ? 'succeeded' : o.nextRetryAt ? 'pending' : 'failed',
      next_at: o.nextRetryAt?.toISOString() ?? null,
      code: o.responseCode,
      delivered_at: o.ok ? o.at.toISOString() : null,
    }));
    await tx.execute(sql`
      update webhook_deliveries d
         set status = v.status, next_attempt_at = v.next_at, last_response_code = v.code,
             delivered_at = coalesce(v.delivered_at, d.delivered_at), updated_at = now()
        from json_to_recordset(${JSON.stringify(rows)}::json)
             as v(id uuid, attempt int, status text, next_at timestamptz, code int, delivered_at timestamptz)
       where d.id = v.id and d.attempts = v.attempt`);
  });
}

/** A manual redeliver: the delivery is due now, with a fresh retry window. Not while an attempt is running. */
export async function reopenDelivery(
  db: DbOrTx,
  endpointId: string,
  id: string,
  now: Date,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: null, scheduleStartedAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        sql`${webhookDeliveries.status} <> 'sending'`,
      ),
    )
    .returning();
  return row ?? null;
}

export interface DeliveryWithLog {
  delivery: DeliveryRow;
  eventType: string;
  log: AttemptRow[];
}

/** An endpoint's deliveries, newest first, each with its attempts in order. */
export async function listDeliveries(
  db: DbOrTx,
  endpointId: string,
  limit: number,
  onlyId?: string,
): Promise<DeliveryWithLog[]> {
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookOutbox.type })
    .from(webhookDeliveries)
    .innerJoin(webhookOutbox, eq(webhookOutbox.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), onlyId ? eq(webhookDeliveries.id, onlyId) : undefined))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  if (!rows.length) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((r) => r.delivery.id),
      ),
    )
    .orderBy(asc(webhookAttempts.attempt));
  return rows.map((r) => ({ ...r, log: attempts.filter((a) => a.deliveryId === r.delivery.id) }));
}
