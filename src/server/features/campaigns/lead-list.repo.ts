import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { NO_TIMEZONE, type TLeadSortField } from '@common/campaigns/schemas';
import type { DbOrTx } from '../../db/tx';
import { callOutcomes, campaigns, inVisibleCampaign, leads, visibleCampaign } from '../../db/schema';
import type { LeadRow } from './campaigns.repo';
import { decodeCursor, encodeCursor } from './lead-cursor';

// The lead list at 100,000 leads a campaign: search through the trigram index on
// leads.search_text, keyset pages from one (campaign, sort key, id) index per sort, and counts
// that stop at a bound instead of scanning every match. An unsearched campaign's total is the count
// its row keeps (campaigns.lead_count, maintained by triggers on leads).

/**
 * Each sort's key: the expression its index orders by (migration 0011) and the type its cursor
 * value is cast back to. Only row_number may be null (every writer sets it, the column allows it).
 */
const SORT_KEY: Record<TLeadSortField, { expr: SQL; type: string; nullable?: true }> = {
  row: { expr: sql`${leads.rowNumber}`, type: 'int', nullable: true },
  email: { expr: sql`lower(${leads.email})`, type: 'text' },
  firstName: { expr: sql`${leads.firstName}`, type: 'text' },
  lastName: { expr: sql`${leads.lastName}`, type: 'text' },
  companyName: { expr: sql`${leads.companyName}`, type: 'text' },
  enrichmentStatus: { expr: sql`${leads.enrichmentStatus}`, type: 'text' },
  callStatus: { expr: sql`${leads.callStatus}`, type: 'text' },
  createdAt: { expr: sql`${leads.createdAt}`, type: 'timestamptz' },
};

/** The list's filters (each optional), applied with the search. */
export interface LeadFilters {
  campaignId?: string;
  q?: string;
  callStatus?: string;
  enrichmentStatus?: string;
  /** An IANA zone, or NO_TIMEZONE for leads without one. */
  timezone?: string;
  /** The disposition of the lead's latest read call (any case). */
  disposition?: string;
}

/**
 * The lead's latest outcome reads `disposition` (the admin's correction when there is one). The
 * set of such leads is found from call_outcomes first (one row per call, far fewer than a
 * campaign's leads), then matched by id. A read of the outcomes feature's table in a filter, as
 * the Results view reads leads; nothing here writes it.
 */
function latestDispositionIs(disposition: string, campaignId?: string): SQL {
  const o = callOutcomes;
  return sql`${leads.id} in (
    select x.lead_id from (
      select distinct on (${o.leadId}) ${o.leadId} as lead_id,
        lower(coalesce(${o.overrideDisposition}, ${o.disposition})) as d
      from ${o} ${campaignId ? sql`where ${o.campaignId} = ${campaignId}` : sql``}
      order by ${o.leadId}, ${o.createdAt} desc, ${o.callId} desc
    ) x where x.d = ${disposition.toLowerCase()}
  )`;
}

export interface LeadQuery extends LeadFilters {
  sort: TLeadSortField;
  descending: boolean;
  limit: number;
  /** Used when no cursor is given (the spec's page number). */
  offset: number;
  /** From the previous page's nextCursor: the page starts right after that lead. */
  cursor?: string;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likeArg = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A search typed as a phone number ("(555) 123-4567", "+1 555.123.4567") is also looked up as its
 * digits, which search_text holds for the typed and the E.164 number alike.
 */
export function phoneDigitsOf(q: string): string | null {
  if (!/^[\d\s().+\-/]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/** The search's condition (exported for the test that checks it is answered from the trigram index). */
export function searchOf(q: string): SQL {
  const text = sql`${leads.searchText} like ${likeArg(q.toLowerCase())}`;
  const digits = phoneDigitsOf(q);
  return digits ? sql`(${text} or ${leads.searchText} like ${likeArg(digits)})` : text;
}

function whereOf(query: LeadFilters): SQL[] {
  const parts: SQL[] = [];
  parts.push(query.campaignId ? eq(leads.campaignId, query.campaignId) : inVisibleCampaign());
  if (query.q) parts.push(searchOf(query.q));
  if (query.callStatus) parts.push(sql`${leads.callStatus} = ${query.callStatus}`);
  if (query.enrichmentStatus) parts.push(sql`${leads.enrichmentStatus} = ${query.enrichmentStatus}`);
  if (query.timezone)
    parts.push(query.timezone === NO_TIMEZONE ? sql`${leads.timezone} is null` : eq(leads.timezone, query.timezone));
  if (query.disposition) parts.push(latestDispositionIs(query.disposition, query.campaignId));
  return parts;
}

/** The distinct time zones of a campaign's leads (and whether some have none), for the zone filter. */
export async function findLeadZones(db: DbOrTx, campaignId: string): Promise<(string | null)[]> {
  const rows = await db
    .selectDistinct({ tz: leads.timezone })
    .from(leads)
    .where(eq(leads.campaignId, campaignId))
    .orderBy(asc(leads.timezone));
  return rows.map((r) => r.tz);
}

const sortParam = (sort: TLeadSortField, descending: boolean) => `${descending ? '-' : ''}${sort}`;

/**
 * Rows strictly after the cursor's lead in the list's order (NULLs sort last ascending, first
 * descending). Ascending from a non-null value, the rows without a value also come after: they are
 * returned apart (`nullsAfter`) for a second query, because an OR of the two conditions keeps
 * PostgreSQL from seeking the index to the cursor (it filtered every row before it: 35 ms at depth
 * 50,000 of a 100k campaign, measured by bench/lead-page.bench.ts).
 */
function afterCursor(sort: TLeadSortField, descending: boolean, cursor: string): { after: SQL; nullsAfter?: SQL } {
  const { expr, type, nullable } = SORT_KEY[sort];
  const { value, id } = decodeCursor(cursor, sortParam(sort, descending));
  const op = sql.raw(descending ? '<' : '>');
  const v = sql`${value}::${sql.raw(type)}`;
  const pastTie = sql`(${expr}, ${leads.id}) ${op} (${v}, ${id}::uuid)`;
  if (!nullable) return { after: pastTie };
  if (value === null)
    return {
      after: descending
        ? sql`(${expr} is not null or ${leads.id} < ${id}::uuid)`
        : sql`(${expr} is null and ${leads.id} > ${id}::uuid)`,
    };
  return descending ? { after: pastTie } : { after: pastTie, nullsAfter: sql`${expr} is null` };
}

/** The columns a lead list shows: not notes or the agent prompt (kilobytes each once enriched). */
const LIST_COLUMNS = {
  id: leads.id,
  campaignId: leads.campaignId,
  rowNumber: leads.rowNumber,
  email: leads.email,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phoneNumber: leads.phoneNumber,
  phoneE164: leads.phoneE164,
  phoneColumn: leads.phoneColumn,
  companyName: leads.companyName,
  website: leads.website,
  industry: leads.industry,
  timezone: leads.timezone,
  enrichmentStatus: leads.enrichmentStatus,
  callStatus: leads.callStatus,
  nextCallAt: leads.nextCallAt,
  voiceClone: leads.voiceClone,
  createdAt: leads.createdAt,
};
type ListColumn = keyof typeof LIST_COLUMNS;
export type LeadListRow = Pick<LeadRow, ListColumn>;

export async function findLeadsPage(
  db: DbOrTx,
  query: LeadQuery,
): Promise<{ rows: LeadListRow[]; nextCursor: string | null }> {
  const { expr } = SORT_KEY[query.sort];
  const dir = query.descending ? desc : asc;
  const where = whereOf(query);
  const after = query.cursor ? afterCursor(query.sort, query.descending, query.cursor) : null;
  // The id tie-break keeps pages stable (and the cursor exact) when many leads share a sort value.
  const select = (conditions: SQL[], limit: number) =>
    db
      .select({ ...LIST_COLUMNS, sortKey: sql<string | null>`(${expr})::text` })
      .from(leads)
      .where(and(...conditions))
      .orderBy(dir(expr), dir(leads.id))
      .limit(limit);
  let found = await (after
    ? select([...where, after.after], query.limit + 1)
    : query.offset > 0
      ? select([inArray(leads.id, pageIds(db, query))], query.limit + 1)
      : select(where, query.limit + 1));
  if (after?.nullsAfter && found.length <= query.limit)
    found = found.concat(await select([...where, after.nullsAfter], query.limit + 1 - found.length));
  const more = found.length > query.limit;
  const page = more ? found.slice(0, query.limit) : found;
  const last = page[page.length - 1];
  return {
    rows: page.map(({ sortKey: _k, ...row }) => row),
    nextCursor:
      more && last
        ? encodeCursor({ sort: sortParam(query.sort, query.descending), value: last.sortKey, id: last.id })
        : null,
  };
}

/**
 * Page 1 of a search and its count in one statement: the matches are found once through the
 * trigram index (at most `bound` + 1 of them), counted, and the page sorted among them, where a
 * page query and a count query found them twice. Null when more than `bound` leads match: the page
 * must then be taken in the sort's own order from all of them (findLeadsPage), and the count is
 * known to be capped.
 */
export async function findSearchFirstPage(
  db: DbOrTx,
  query: Omit<LeadQuery, 'offset' | 'cursor'>,
  bound: number,
): Promise<{ rows: LeadListRow[]; nextCursor: string | null; total: number } | null> {
  const { expr } = SORT_KEY[query.sort];
  const dir = query.descending ? desc : asc;
  const matches = db.$with('matches').as(
    db
      .select({
        ...LIST_COLUMNS,
        sortKey: sql<string | null>`(${expr})::text`.as('sort_key'),
        sortValue: sql`${expr}`.as('sort_value'),
      })
      .from(leads)
      .where(and(...whereOf(query)))
      .limit(bound + 1),
  );
  const shown = Object.fromEntries(Object.keys(LIST_COLUMNS).map((k) => [k, matches[k as ListColumn]])) as {
    [K in ListColumn]: (typeof matches)[K];
  };
  const found = await db
    .with(matches)
    .select({ ...shown, sortKey: matches.sortKey, total: sql<number>`(select count(*)::int from matches)` })
    .from(matches)
    .orderBy(dir(matches.sortValue), dir(matches.id))
    .limit(query.limit + 1);
  const total = found[0]?.total ?? 0;
  if (total > bound) return null;
  const page = found.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(({ sortKey: _k, total: _t, ...row }) => row),
    nextCursor:
      found.length > query.limit && last
        ? encodeCursor({ sort: sortParam(query.sort, query.descending), value: last.sortKey, id: last.id })
        : null,
    total,
  };
}

/**
 * The ids of a page found by its number (`?page=N`): only the sort key and the id are read while
 * the leads before it are skipped, so PostgreSQL walks the sort's index alone (an index-only scan;
 * settleLeadsTable keeps the visibility map that allows it current) and reads the page's own rows
 * afterwards by id. Reading every skipped row instead made page 1,000 cost 50,000 row reads.
 * Exported for the test that checks the plan.
 */
export function pageIds(db: DbOrTx, query: LeadQuery) {
  const { expr } = SORT_KEY[query.sort];
  const dir = query.descending ? desc : asc;
  return db
    .select({ id: leads.id })
    .from(leads)
    .where(and(...whereOf(query)))
    .orderBy(dir(expr), dir(leads.id))
    .limit(query.limit + 1)
    .offset(query.offset);
}

/**
 * Leads matching, counted up to `bound` + 1: a search that matches most of a 100k campaign would
 * otherwise count every match on every keystroke. Returns the exact count when it is ≤ bound.
 */
export async function countLeadsBounded(db: DbOrTx, query: LeadFilters, bound: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(leads)
    .where(and(...whereOf(query)))
    .limit(bound + 1)
    .as('m');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

/** The campaign's lead count as its row keeps it, or null when there is no such visible campaign. */
export async function findLeadCount(db: DbOrTx, campaignId: string): Promise<number | null> {
  const [row] = await db.select({ n: campaigns.leadCount }).from(campaigns).where(visibleCampaign(campaignId));
  return row ? row.n : null;
}
