import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { registryKey } from '@common/dispatch/registry';
import type { TCallStatus } from '@common/outreach/states';
import type { Database } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { calls } from '../../db/schema';
import type { CallRow } from './calls.repo';

// A lead's side of the calls ledger, as other features ask for it: whether a number may be dialled
// at all, read right before each dial (placeCall's guard and the campaign batch's last look), and a
// lead's latest attempt. A lead row keeps no copy of what its calls reported (migration 0014): lead
// details, meeting prep and tests read it here. The lead's call status is the state owner's
// (features/outreach-state).

export interface DialTimeLists {
  /** On the company's own do-not-call list (every campaign, every purpose). */
  doNotCall: boolean;
  /** On the national registry copy (campaign calls only; written consent exempts). */
  registry: boolean;
}

// Both lists in ONE statement, each probed by its primary key (the company list by E.164, the
// registry by the 10 digits of a +1 number; null for other numbers matches nothing). Raw SQL,
// prepared once per connection: this runs on the dial path, where the query builder's per-call
// work and a second round trip doubled the median (docs/decisions/2026-11-24b-25-lawful.md).
const DIAL_TIME_LISTS = `select exists (select 1 from do_not_call where phone_e164 = $1) as "doNotCall",
  exists (select 1 from dnc_registry where number = $2::bigint) as "registry"`;

export async function dialTimeLists(database: Database, e164: string): Promise<DialTimeLists> {
  const { rows } = await database.sql.prepared<DialTimeLists>('dial_time_lists', DIAL_TIME_LISTS, [
    e164,
    registryKey(e164),
  ]);
  return { doNotCall: Boolean(rows[0]?.doNotCall), registry: Boolean(rows[0]?.registry) };
}

/**
 * The lead's latest live campaign attempt in one of `statuses`: the one finished last, and of two
 * finished together (or unfinished), the one created last. Index calls_lead_idx.
 */
export async function latestLeadCallRow(db: DbOrTx, leadId: string, statuses: TCallStatus[]): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.leadId, leadId), eq(calls.purpose, 'campaign'), inArray(calls.status, statuses)))
    .orderBy(sql`${calls.completedAt} desc nulls last`, desc(calls.createdAt), desc(calls.id))
    .limit(1);
  return row ?? null;
}

/** How many calls were placed to the lead (every purpose but a test run's). Index calls_lead_idx. */
export async function countCallsOfLead(db: DbOrTx, leadId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calls)
    .where(and(eq(calls.leadId, leadId), sql`${calls.purpose} <> 'campaign-test'`));
  return row?.n ?? 0;
}

/** A lead's calls, either direction, newest first (a test run's never). Index calls_lead_idx. */
export async function leadCallsNewestFirst(db: DbOrTx, leadId: string, limit: number): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.leadId, leadId), eq(calls.purpose, 'campaign')))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(limit);
}
