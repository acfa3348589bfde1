import { sql, type SQL } from 'drizzle-orm';
import type { TFieldValue } from '@common/outcomes/schemas';
import type { DbOrTx } from '../../db/tx';
import { callOutcomes, calls, leads } from '../../db/schema';

// What the Results view and the CSV export read: each lead of a campaign with the outcome of its
// latest read call (one row per lead). Machine answers are the dispositions below, whatever the
// campaign renamed the rest to.

const MACHINE = sql`('voicemail', 'no answer', 'busy', 'failed')`;
export const CONVERSATION_SECONDS = 20;
/** A meeting booked on the call is interest too: the funnel's stages nest. */
const INTERESTED_KEYS = sql`('interested', 'meeting booked')`;

/** Each lead's latest outcome (distinct on lead), joined to its call for duration and recording. */
const latest = (campaignId: string) => sql`
  select distinct on (o.lead_id) o.lead_id, o.call_id,
    lower(coalesce(o.override_disposition, o.disposition)) as disp_key,
    coalesce(o.override_disposition, o.disposition) as disposition,
    o.summary, o.fields, o.template_version, o.reader, c.duration_seconds, c.answered_by, c.recording_url, c.completed_at
  from ${callOutcomes} o join ${calls} c on c.id = o.call_id
  where o.campaign_id = ${campaignId}
  order by o.lead_id, o.created_at desc, o.call_id desc`;

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] => (r as { rows?: Row[] }).rows ?? (r as Row[]);
const n = (v: unknown) => Number(v ?? 0);

export async function funnelCounts(db: DbOrTx, campaignId: string) {
  const [r] = rowsOf(
    await db.execute(sql`with latest as (${latest(campaignId)})
      select count(*) as dialled,
        count(*) filter (where disp_key not in ${MACHINE}) as answered,
        count(*) filter (where disp_key not in ${MACHINE} and coalesce(duration_seconds, 0) >= ${CONVERSATION_SECONDS}) as conversation,
        count(*) filter (where disp_key in ${INTERESTED_KEYS}) as interested,
        count(*) filter (where l.call_status = 'scheduled') as booked
      from latest join ${leads} l on l.id = latest.lead_id`),
  );
  return {
    dialled: n(r.dialled),
    answered: n(r.answered),
    conversation: n(r.conversation),
    interested: n(r.interested),
    booked: n(r.booked),
  };
}

export async function dispositionCounts(
  db: DbOrTx,
  campaignId: string,
): Promise<Array<{ disposition: string; count: number }>> {
  const rows = rowsOf(
    await db.execute(
      sql`with latest as (${latest(campaignId)}) select disposition, count(*) as n from latest group by disposition order by n desc, disposition`,
    ),
  );
  return rows.map((r) => ({ disposition: String(r.disposition), count: n(r.n) }));
}

export async function versionCounts(db: DbOrTx, campaignId: string) {
  const rows = rowsOf(
    await db.execute(sql`with latest as (${latest(campaignId)})
      select template_version as version, count(*) as leads,
        count(*) filter (where disp_key not in ${MACHINE}) as answered,
        count(*) filter (where disp_key in ${INTERESTED_KEYS}) as interested,
        count(*) filter (where l.call_status = 'scheduled') as booked,
        count(*) filter (where disp_key = 'meeting booked') as meetings_booked
      from latest join ${leads} l on l.id = latest.lead_id group by template_version order by template_version`),
  );
  return rows.map((r) => ({
    version: String(r.version),
    leads: n(r.leads),
    answered: n(r.answered),
    interested: n(r.interested),
    booked: n(r.booked),
    meetingsBooked: n(r.meetings_booked),
  }));
}

export interface ResultRow {
  leadId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  callStatus: string;
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
  version: string;
  reader: string;
  durationSeconds: number | null;
  answeredBy: string | null;
  recordingUrl: string | null;
  completedAt: string | null;
  /** The call the outcome was read from, and who rang whom (a callback is inbound). */
  callId: string | null;
  direction: string | null;
}

const toRow = (r: Row): ResultRow => ({
  leadId: String(r.id),
  firstName: String(r.first_name ?? ''),
  lastName: String(r.last_name ?? ''),
  email: String(r.email ?? ''),
  phone: String(r.phone_e164 ?? r.phone_number ?? ''),
  companyName: String(r.company_name ?? ''),
  callStatus: String(r.call_status ?? ''),
  disposition: String(r.disposition ?? ''),
  summary: String(r.summary ?? ''),
  fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : (r.fields ?? {})) as Record<string, TFieldValue>,
  version: String(r.template_version ?? ''),
  reader: String(r.reader ?? ''),
  durationSeconds: r.duration_seconds === null || r.duration_seconds === undefined ? null : Number(r.duration_seconds),
  answeredBy: (r.answered_by as string | null) ?? null,
  recordingUrl: (r.recording_url as string | null) ?? null,
  completedAt: r.completed_at ? new Date(r.completed_at as string).toISOString() : null,
  callId: (r.call_id as string | null) ?? null,
  direction: (r.direction as string | null) ?? null,
});

/**
 * The Results view's rows: leads with their latest outcome, filtered by disposition or version, in
 * id order after `afterId`. A lateral lookup per lead suits a filtered screenful; the export, which
 * walks every lead, reads `exportPage` instead. `withoutOutcome` includes leads not called yet.
 */
export async function resultRows(
  db: DbOrTx,
  campaignId: string,
  opts: { afterId?: string | null; limit: number; disposition?: string; version?: string; withoutOutcome?: boolean },
): Promise<ResultRow[]> {
  const where: SQL[] = [sql`l.campaign_id = ${campaignId}`];
  if (opts.afterId) where.push(sql`l.id > ${opts.afterId}`);
  if (opts.disposition) where.push(sql`latest.disp_key = ${opts.disposition.toLowerCase()}`);
  if (opts.version) where.push(sql`latest.template_version = ${opts.version}`);
  if (!opts.withoutOutcome) where.push(sql`latest.lead_id is not null`);
  // A lateral lookup per lead (index call_outcomes_lead_idx), so a page costs its own rows only.
  const rows = rowsOf(
    await db.execute(sql`select l.id, l.first_name, l.last_name, l.email, l.phone_e164, l.phone_number, l.company_name, l.call_status,
        latest.disposition, latest.summary, latest.fields, latest.template_version, latest.reader, latest.duration_seconds,
        latest.answered_by, latest.recording_url, latest.completed_at, latest.call_id, latest.direction
      from ${leads} l left join lateral (
        select o.lead_id, o.call_id, c.direction, coalesce(o.override_disposition, o.disposition) as disposition, lower(coalesce(o.override_disposition, o.disposition)) as disp_key,
          o.summary, o.fields, o.template_version, o.reader, c.duration_seconds, c.answered_by, c.recording_url, c.completed_at
        from ${callOutcomes} o join ${calls} c on c.id = o.call_id
        where o.lead_id = l.id order by o.created_at desc, o.call_id desc limit 1
      ) latest on true
      where ${sql.join(where, sql` and `)}
      order by l.id limit ${opts.limit}`),
  );
  return rows.map(toRow);
}

/** exportPage's row: one JSON array (see its select list) that exportPage turns into a ResultRow. */
type ExportTuple = [
  string, // lead id
  string | null,
  string | null,
  string | null,
  string | null, // phone (E.164, else as typed)
  string | null,
  string | null,
  string | null, // disposition
  string | null,
  Record<string, TFieldValue> | null,
  string | null,
  string | null,
  number | null, // duration
  string | null,
  string | null,
  string | null, // completed at
  string | null, // call id
  string | null, // direction
];

const fromTuple = (t: ExportTuple): ResultRow => ({
  leadId: t[0],
  firstName: t[1] ?? '',
  lastName: t[2] ?? '',
  email: t[3] ?? '',
  phone: t[4] ?? '',
  companyName: t[5] ?? '',
  callStatus: t[6] ?? '',
  disposition: t[7] ?? '',
  summary: t[8] ?? '',
  fields: t[9] ?? {},
  version: t[10] ?? '',
  reader: t[11] ?? '',
  durationSeconds: t[12],
  answeredBy: t[13],
  recordingUrl: t[14],
  completedAt: t[15] ? new Date(t[15]).toISOString() : null,
  callId: t[16] ?? null,
  direction: t[17] ?? null,
});

/**
 * One page of the CSV export: the campaign's leads after `afterId` in id order, each with its latest
 * outcome, in ONE query. The page's leads come first (keyset on the primary key); their outcomes are
 * one range scan of call_outcomes_lead_idx between the page's first and last lead id, reduced to the
 * latest per lead with DISTINCT ON and merged in id order, instead of a lateral lookup per lead
 * (`resultRows`). Each row comes back as ONE json array: on the embedded database the driver's
 * per-column decoding, not the query, was most of the export's time (measurements:
 * docs/decisions/2026-11-24b-24-leadcopy.md).
 */
export async function exportPage(
  db: DbOrTx,
  campaignId: string,
  afterId: string | null,
  limit: number,
): Promise<ResultRow[]> {
  const after = afterId ? sql`and l.id > ${afterId}` : sql``;
  const rows = rowsOf(
    await db.execute(sql`with page as (
        select l.id, l.first_name, l.last_name, l.email, coalesce(l.phone_e164, l.phone_number) as phone,
          l.company_name, l.call_status
        from ${leads} l where l.campaign_id = ${campaignId} ${after} order by l.id limit ${limit}
      ), latest as (
        select distinct on (o.lead_id) o.lead_id, o.call_id, coalesce(o.override_disposition, o.disposition) as disposition,
          o.summary, o.fields, o.template_version, o.reader
        from ${callOutcomes} o
        where o.campaign_id = ${campaignId}
          and o.lead_id >= (select id from page order by id limit 1)
          and o.lead_id <= (select id from page order by id desc limit 1)
        order by o.lead_id, o.created_at desc, o.call_id desc
      )
      select json_build_array(page.id, page.first_name, page.last_name, page.email, page.phone, page.company_name,
          page.call_status, latest.disposition, latest.summary, latest.fields, latest.template_version, latest.reader,
          c.duration_seconds, c.answered_by, c.recording_url, c.completed_at, c.id, c.direction)::text as r
      from page left join latest on latest.lead_id = page.id left join ${calls} c on c.id = latest.call_id
      order by page.id`),
  );
  return rows.map((r) => fromTuple(JSON.parse(String(r.r)) as ExportTuple));
}

export async function countResultRows(
  db: DbOrTx,
  campaignId: string,
  opts: { disposition?: string; version?: string },
): Promise<number> {
  const where: SQL[] = [sql`true`];
  if (opts.disposition) where.push(sql`disp_key = ${opts.disposition.toLowerCase()}`);
  if (opts.version) where.push(sql`template_version = ${opts.version}`);
  const [r] = rowsOf(
    await db.execute(
      sql`with latest as (${latest(campaignId)}) select count(*) as n from latest where ${sql.join(where, sql` and `)}`,
    ),
  );
  return n(r.n);
}
