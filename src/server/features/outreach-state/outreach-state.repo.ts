import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  fromStates,
  OPEN_RUN_STATUSES,
  type CampaignEvent,
  type LeadEvent,
  type RunEvent,
  type TCampaignStatus,
  type TRunStatus,
} from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import { campaigns, dispatchRuns, doNotCall, leads, visibleCampaign } from '../../db/schema';

// The ONLY writer of leads.call_status, campaigns.status and dispatch_runs.status. Every UPDATE is
// guarded by the from-states the transition table (common/outreach/states.ts) lists for its event,
// so a write the table does not allow changes no row, whoever asks and however late.

export type RunRow = typeof dispatchRuns.$inferSelect;

const leadFrom = (e: LeadEvent) => fromStates('lead', e);
const campaignFrom = (e: CampaignEvent) => fromStates('campaign', e);
const runFrom = (e: RunEvent) => fromStates('run', e);

/** A Postgres array literal as ONE bound parameter (drizzle would spread a JS array into a row). */
const pgArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

// ---- campaigns ----

export async function findCampaignStatus(db: DbOrTx, id: string, lock = false): Promise<TCampaignStatus | null> {
  // A campaign still importing is nobody's to move yet: as if it did not exist.
  const q = db.select({ status: campaigns.status }).from(campaigns).where(visibleCampaign(id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row?.status ?? null;
}

/** Whether the campaign is archived (archived campaigns are never dispatched). */
export async function findCampaignArchived(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ archivedAt: campaigns.archivedAt })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .limit(1);
  return !!row?.archivedAt;
}

/** Moves the campaign by `event` if the table allows it from its current status; the new status or null. */
export async function moveCampaign(
  db: DbOrTx,
  id: string,
  event: CampaignEvent,
  to: TCampaignStatus,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ status: to })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, campaignFrom(event))))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

// ---- dispatch runs ----

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | null> {
  const [row] = await db.select().from(dispatchRuns).where(eq(dispatchRuns.id, id)).limit(1);
  return row ?? null;
}

/** The campaign's open (running or paused) run; `lock` takes it FOR UPDATE (control transitions). */
export async function findOpenRun(db: DbOrTx, campaignId: string, lock = false): Promise<RunRow | null> {
  const q = db
    .select()
    .from(dispatchRuns)
    .where(and(eq(dispatchRuns.campaignId, campaignId), inArray(dispatchRuns.status, [...OPEN_RUN_STATUSES])))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function latestRun(db: DbOrTx, campaignId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(dispatchRuns)
    .where(eq(dispatchRuns.campaignId, campaignId))
    .orderBy(sql`${dispatchRuns.createdAt} desc`, desc(dispatchRuns.id))
    .limit(1);
  return row ?? null;
}

export async function insertRun(db: DbOrTx, v: Omit<typeof dispatchRuns.$inferInsert, 'status'>): Promise<RunRow> {
  const [row] = await db
    .insert(dispatchRuns)
    .values({ ...v, status: 'running' })
    .returning();
  return row;
}

/**
 * The claim's guard: the run's status read FOR SHARE inside the claiming transaction. A Pause
 * (an UPDATE of the same row) waits for every claim holding it and every later claim sees it, so
 * once the pause commits no further lead is claimed.
 */
export async function runStatusForClaim(tx: DbOrTx, runId: string): Promise<TRunStatus | null> {
  const [row] = await tx
    .select({ status: dispatchRuns.status })
    .from(dispatchRuns)
    .where(eq(dispatchRuns.id, runId))
    .limit(1)
    .for('share');
  return row?.status ?? null;
}

export async function moveRun(
  db: DbOrTx,
  id: string,
  event: RunEvent,
  to: TRunStatus,
  now: Date,
): Promise<RunRow | null> {
  const stamp =
    event === 'pause'
      ? { pausedAt: now }
      : event === 'stop' || event === 'finish'
        ? { endedAt: now }
        : event === 'resume'
          ? { heartbeatAt: now }
          : {};
  const [row] = await db
    .update(dispatchRuns)
    .set({ status: to, ...stamp })
    .where(and(eq(dispatchRuns.id, id), inArray(dispatchRuns.status, runFrom(event))))
    .returning();
  return row ?? null;
}

export async function setRunJob(db: DbOrTx, id: string, jobId: string): Promise<void> {
  await db.update(dispatchRuns).set({ jobId }).where(eq(dispatchRuns.id, id));
}

export async function setRunAuto(db: DbOrTx, id: string, on: boolean): Promise<RunRow | null> {
  const [row] = await db.update(dispatchRuns).set({ autoDispatch: on }).where(eq(dispatchRuns.id, id)).returning();
  return row ?? null;
}

export async function beat(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(dispatchRuns).set({ heartbeatAt: at }).where(eq(dispatchRuns.id, id));
}

/** Running runs whose worker stopped beating (it died). Paused and stopped runs are never resumed by it. */
export async function staleRuns(db: DbOrTx, before: Date): Promise<RunRow[]> {
  return db
    .select()
    .from(dispatchRuns)
    .where(
      and(
        eq(dispatchRuns.status, 'running'),
        sql`(${dispatchRuns.heartbeatAt} is null or ${dispatchRuns.heartbeatAt} < ${before.toISOString()}::timestamptz)`,
      ),
    )
    .limit(50);
}

// ---- leads ----

/** pending → calling for these leads, each with the id of the call attempt about to be inserted. */
export async function claimLeadRows(tx: DbOrTx, claims: Array<{ leadId: string; callId: string }>) {
  if (!claims.length) return [];
  return tx
    .update(leads)
    .set({
      callStatus: 'calling',
      callAttempts: sql`${leads.callAttempts} + 1`,
      nextCallAt: null,
      lastCallId: sql`v.call_id`,
    })
    .from(
      sql`unnest(${pgArray(claims.map((c) => c.leadId))}::uuid[], ${pgArray(claims.map((c) => c.callId))}::uuid[]) as v(lead_id, call_id)`,
    )
    .where(and(sql`${leads.id} = v.lead_id`, inArray(leads.callStatus, leadFrom('claim'))))
    .returning({ id: leads.id, attempt: leads.callAttempts, callId: leads.lastCallId });
}

/** A finished attempt as far as its lead is concerned; what the call reported stays on its `calls` row. */
export interface LeadResult {
  leadId: string;
  callId: string;
  retryAt: Date | null;
}

/**
 * calling → pending (retry) or completed, only for the lead's latest attempt while it is calling.
 * A callback the callee asked for during the call (next_call_at set while calling; the claim
 * cleared it) wins over the retry plan, unless `dropCallback` (the callee opted out).
 */
export async function settleLeadRow(db: DbOrTx, o: LeadResult, dropCallback = false): Promise<boolean> {
  const event: LeadEvent = o.retryAt ? 'retry' : 'settle';
  const next = dropCallback
    ? o.retryAt
    : sql`coalesce(${leads.nextCallAt}, ${o.retryAt ? o.retryAt.toISOString() : null}::timestamptz)`;
  const rows = await db
    .update(leads)
    .set({
      callStatus: o.retryAt
        ? 'pending'
        : dropCallback
          ? 'completed'
          : sql`case when ${leads.nextCallAt} is null then 'completed' else 'pending' end`,
      nextCallAt: next,
    })
    .where(and(eq(leads.id, o.leadId), inArray(leads.callStatus, leadFrom(event)), eq(leads.lastCallId, o.callId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * calling → pending for an attempt that was never dialled. `uncount` also gives the attempt back
 * (a claim a pause cancelled before sending is no attempt); a provider refusal keeps it counted.
 */
export async function releaseLeadRow(
  db: DbOrTx,
  leadId: string,
  callId: string,
  at: Date | null,
  uncount: boolean,
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({
      callStatus: 'pending',
      nextCallAt: at,
      ...(uncount ? { callAttempts: sql`greatest(${leads.callAttempts} - 1, 0)`, lastCallId: null } : {}),
    })
    .where(and(eq(leads.id, leadId), inArray(leads.callStatus, leadFrom('release')), eq(leads.lastCallId, callId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/**
 * "Call me later": the lead's next attempt at `at`. While it is calling only the time is set (its
 * settle keeps it); a pending or completed lead goes (back) to pending. A booked lead is left be.
 */
export async function callbackLeadRow(db: DbOrTx, leadId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({
      callStatus: sql`case when ${leads.callStatus} = 'calling' then 'calling' else 'pending' end`,
      nextCallAt: at,
    })
    .where(and(eq(leads.id, leadId), inArray(leads.callStatus, leadFrom('callback'))))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** completed → scheduled (a booking link was made, or the calendar confirmed a meeting). */
export async function bookLeadRow(db: DbOrTx, leadId: string): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ callStatus: 'scheduled' })
    .where(and(eq(leads.id, leadId), inArray(leads.callStatus, leadFrom('book'))))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** A number on the do-not-call list (opt-out-policy.ts decides when). Answers whether it was added. */
export async function insertOptOut(db: DbOrTx, phone: string, source: string, note: string): Promise<boolean> {
  const rows = await db
    .insert(doNotCall)
    .values({ phoneE164: phone, source, note })
    .onConflictDoNothing()
    .returning({ phone: doNotCall.phoneE164 });
  return rows.length > 0;
}
