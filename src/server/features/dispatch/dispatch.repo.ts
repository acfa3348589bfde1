import { and, asc, count, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { calls, campaigns, dncRegistry, doNotCall, dispatchRuns, leads } from '../../db/schema';

export type RunRow = typeof dispatchRuns.$inferSelect;

/** A Postgres array literal as ONE bound parameter (drizzle would spread a JS array into a row). */
const pgArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export async function campaignExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return Boolean(row);
}

/** The registry key of a lead's number: its 10 digits when it is a +1 number (the registry is US-only). */
const registryKey = sql`case when ${leads.phoneE164} ~ '^[+]1[0-9]{10}$' then substr(${leads.phoneE164}, 3)::bigint end`;

/** Calls to each number of a campaign in the 24 hours before `now` (the state rules' daily cap). */
const recentCalls = (campaignId: string, now: Date) =>
  sql`(select ${calls.phoneNumber} as phone, count(*)::int as n, min(${calls.createdAt}) as first_at from ${calls}
        where ${calls.campaignId} = ${campaignId} and ${calls.createdAt} > ${new Date(now.getTime() - 24 * 60 * 60_000).toISOString()}::timestamptz
        group by ${calls.phoneNumber}) as recent`;

/** What the decision needs of a lead: its state, where its callee is, consent, and the lookups. */
const DIAL_COLUMNS = {
  id: leads.id,
  enrichmentStatus: leads.enrichmentStatus,
  callStatus: leads.callStatus,
  voiceClone: leads.voiceClone,
  phoneE164: leads.phoneE164,
  timezone: leads.timezone,
  region: leads.region,
  postalCode: leads.postalCode,
  consent: leads.consent,
  consentSource: leads.consentSource,
  nextCallAt: leads.nextCallAt,
  onDoNotCall: sql<boolean>`${doNotCall.phoneE164} is not null`,
  onRegistry: sql<boolean>`${dncRegistry.number} is not null`,
  callsLast24h: sql<number>`coalesce(recent.n, 0)`,
  firstCallLast24h: sql<string | null>`recent.first_at`,
};

/** What the compliance guard reads of every lead of a campaign (the preview). */
export async function listDispatchLeads(db: DbOrTx, campaignId: string, now: Date) {
  return db
    .select(DIAL_COLUMNS)
    .from(leads)
    .leftJoin(doNotCall, eq(doNotCall.phoneE164, leads.phoneE164))
    .leftJoin(dncRegistry, sql`${dncRegistry.number} = ${registryKey}`)
    .leftJoin(recentCalls(campaignId, now), sql`recent.phone = ${leads.phoneE164}`)
    .where(eq(leads.campaignId, campaignId));
}
export type DialRow = Awaited<ReturnType<typeof listDispatchLeads>>[number];

/**
 * Candidates for the next claim: pending, enriched, voiced leads with a number that is not on the
 * do-not-call list and no retry waiting. Locked (SKIP LOCKED: concurrent claimers pass each other);
 * the caller still checks calling hours before claiming.
 */
export async function lockCandidates(tx: DbOrTx, campaignId: string, now: Date, limit: number) {
  return tx
    .select({ ...DIAL_COLUMNS, agentPrompt: leads.agentPrompt, companyName: leads.companyName })
    .from(leads)
    .leftJoin(doNotCall, eq(doNotCall.phoneE164, leads.phoneE164))
    .leftJoin(dncRegistry, sql`${dncRegistry.number} = ${registryKey}`)
    .leftJoin(recentCalls(campaignId, now), sql`recent.phone = ${leads.phoneE164}`)
    .where(
      and(
        eq(leads.campaignId, campaignId),
        eq(leads.callStatus, 'pending'),
        eq(leads.enrichmentStatus, 'enriched'),
        isNotNull(leads.voiceClone),
        isNotNull(leads.phoneE164),
        or(isNull(leads.nextCallAt), lte(leads.nextCallAt, now)),
        sql`not exists (select 1 from ${doNotCall} where ${doNotCall.phoneE164} = ${leads.phoneE164})`,
      ),
    )
    .orderBy(asc(leads.rowNumber))
    .limit(limit)
    .for('update', { of: leads, skipLocked: true });
}

/** pending → calling for these leads, each with the id of the call attempt about to be inserted. */
export async function claimLeads(tx: DbOrTx, claims: Array<{ leadId: string; callId: string }>) {
  if (!claims.length) return [];
  const ids = claims.map((c) => c.leadId);
  const callIds = claims.map((c) => c.callId);
  return tx
    .update(leads)
    .set({ callStatus: 'calling', callAttempts: sql`${leads.callAttempts} + 1`, nextCallAt: null, lastCallId: sql`v.call_id` })
    .from(sql`unnest(${pgArray(ids)}::uuid[], ${pgArray(callIds)}::uuid[]) as v(lead_id, call_id)`)
    .where(and(sql`${leads.id} = v.lead_id`, eq(leads.callStatus, 'pending')))
    .returning({ id: leads.id, attempt: leads.callAttempts, callId: leads.lastCallId });
}

/** Gives each enriched lead without a voice one of `voices`, spread by a hash of its id. */
export async function assignVoices(db: DbOrTx, campaignId: string, voices: string[]): Promise<number> {
  const rows = await db
    .update(leads)
    .set({ voiceClone: sql`(${pgArray(voices)}::text[])[1 + abs(hashtext(${leads.id}::text)) % ${voices.length}]` })
    .where(and(eq(leads.campaignId, campaignId), eq(leads.enrichmentStatus, 'enriched'), isNull(leads.voiceClone)))
    .returning({ id: leads.id });
  return rows.length;
}

export async function insertRun(db: DbOrTx, v: typeof dispatchRuns.$inferInsert): Promise<RunRow> {
  const [row] = await db.insert(dispatchRuns).values(v).returning();
  return row;
}

export async function setRunJob(db: DbOrTx, id: string, jobId: string): Promise<void> {
  await db.update(dispatchRuns).set({ jobId }).where(eq(dispatchRuns.id, id));
}

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | null> {
  const [row] = await db.select().from(dispatchRuns).where(eq(dispatchRuns.id, id)).limit(1);
  return row ?? null;
}

export async function findRunningRun(db: DbOrTx, campaignId: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(dispatchRuns)
    .where(and(eq(dispatchRuns.campaignId, campaignId), eq(dispatchRuns.status, 'running')))
    .limit(1);
  return row ?? null;
}

export async function beat(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(dispatchRuns).set({ heartbeatAt: now }).where(eq(dispatchRuns.id, id));
}

export async function finishRun(db: DbOrTx, id: string): Promise<void> {
  await db.update(dispatchRuns).set({ status: 'finished' }).where(eq(dispatchRuns.id, id));
}

/** Running runs whose worker stopped beating (it died). */
export async function staleRuns(db: DbOrTx, before: Date): Promise<RunRow[]> {
  return db
    .select()
    .from(dispatchRuns)
    .where(and(eq(dispatchRuns.status, 'running'), or(isNull(dispatchRuns.heartbeatAt), lt(dispatchRuns.heartbeatAt, before))))
    .limit(50);
}

export async function setCampaignCompleted(db: DbOrTx, id: string): Promise<void> {
  await db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, id));
}

export async function countLeads(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.campaignId, campaignId));
  return Number(row?.n ?? 0);
}
