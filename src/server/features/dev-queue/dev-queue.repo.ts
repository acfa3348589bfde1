import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TLeadCallStatus } from '@common/outreach/states';
import type { DbOrTx } from '../../db/tx';
import { QUALIFYING_DISPOSITIONS } from '@common/outcomes/schemas';
import {
  bookings,
  callOutcomes,
  calls,
  campaigns,
  leadEnrichments,
  leads,
  meetingPreps,
  visibleCampaign,
} from '../../db/schema';

// The only file of the developer queue touching tables: calls, leads and call outcomes are read,
// lead bookings and meeting preps written. The lead's move to scheduled is the state owner's
// (features/outreach-state, markBooked), in the caller's transaction. Only live campaign attempts
// (purpose 'campaign') are read: a test run's calls never reach the queue.

export type CallRow = typeof calls.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;
export type MeetingPrepRow = typeof meetingPreps.$inferSelect;

/** Lead statuses after the call (the dispatch feature sets completed; we set scheduled). */
const CALLED: TLeadCallStatus[] = ['completed', 'scheduled'];

export async function campaignExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(visibleCampaign(id)).limit(1);
  return Boolean(row);
}

export async function findLead(db: DbOrTx, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row ?? null;
}

export interface QualifiedRow {
  lead: LeadRow;
  call: CallRow;
  reason: string;
  booking: BookingRow | null;
  hasPrep: boolean;
}

/**
 * The one rule: a lead is qualified when the outcome of its latest completed call is
 * "interested" or "meeting booked" (the admin's override when there is one). Oldest call first.
 */
export async function qualifiedLeads(
  db: DbOrTx,
  filter: { campaignId?: string; leadId?: string },
  limit: number,
): Promise<{ rows: QualifiedRow[]; total: number }> {
  const latest = db
    .selectDistinctOn([calls.leadId], { id: calls.id })
    .from(calls)
    .where(and(eq(calls.status, 'completed'), eq(calls.purpose, 'campaign'), isNotNull(calls.leadId)))
    .orderBy(calls.leadId, desc(calls.completedAt), desc(calls.createdAt), desc(calls.id));
  const where = and(
    inArray(calls.id, latest),
    inArray(sql`lower(coalesce(${callOutcomes.overrideDisposition}, ${callOutcomes.disposition}))`, [
      ...QUALIFYING_DISPOSITIONS,
    ]),
    inArray(leads.callStatus, CALLED),
    filter.campaignId ? eq(leads.campaignId, filter.campaignId) : undefined,
    filter.leadId ? eq(leads.id, filter.leadId) : undefined,
  );
  const rows = await db
    .select({ lead: leads, call: calls, reason: callOutcomes.summary, booking: bookings, prep: meetingPreps.leadId })
    .from(callOutcomes)
    .innerJoin(calls, eq(calls.id, callOutcomes.callId))
    .innerJoin(leads, eq(leads.id, callOutcomes.leadId))
    .leftJoin(bookings, eq(bookings.leadId, leads.id))
    .leftJoin(meetingPreps, eq(meetingPreps.leadId, leads.id))
    .where(where)
    .orderBy(calls.completedAt, leads.id)
    .limit(limit);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(callOutcomes)
    .innerJoin(calls, eq(calls.id, callOutcomes.callId))
    .innerJoin(leads, eq(leads.id, callOutcomes.leadId))
    .where(where);
  return {
    rows: rows.map((r) => ({
      lead: r.lead,
      call: r.call,
      reason: r.reason,
      booking: r.booking,
      hasPrep: r.prep !== null,
    })),
    total: Number(n),
  };
}

export async function findLeadBooking(db: DbOrTx, leadId: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.leadId, leadId)).limit(1);
  return row ?? null;
}

/**
 * One booking per lead (unique index on lead_id); the caller marks the lead scheduled in the same
 * transaction. A second caller finds the first one's row: `created` says whether this call made it.
 */
export async function insertLeadBooking(
  tx: DbOrTx,
  b: { leadId: string; provider: string; url: string; name: string; email: string; leadToken: string | null },
): Promise<{ booking: BookingRow; created: boolean }> {
  const [row] = await tx
    .insert(bookings)
    .values({
      provider: b.provider,
      leadId: b.leadId,
      externalUrl: b.url,
      leadToken: b.leadToken,
      name: b.name,
      email: b.email,
      status: 'link-sent',
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { booking: row, created: true };
  const existing = await findLeadBooking(tx, b.leadId);
  return { booking: existing!, created: false };
}

/** A meeting reported by the calendar (Calendly invitee.created): the lead's booking becomes confirmed. */
export async function confirmLeadBooking(
  db: DbOrTx,
  leadId: string,
  m: { start: Date | null; end: Date | null; url: string | null },
): Promise<{ bookingId: string; bookingUrl: string | null; name: string; email: string } | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'confirmed', slotStart: m.start, slotEnd: m.end, ...(m.url ? { notes: m.url } : {}) })
    .where(eq(bookings.leadId, leadId))
    .returning({
      bookingId: bookings.id,
      bookingUrl: bookings.externalUrl,
      name: bookings.name,
      email: bookings.email,
    });
  return row ?? null;
}

export async function leadIdByBookingEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ leadId: bookings.leadId })
    .from(bookings)
    .where(and(isNotNull(bookings.leadId), sql`lower(${bookings.email}) = lower(${email})`))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.leadId ?? null;
}

/** Bookings of a campaign's leads, newest first. */
export async function campaignBookings(
  db: DbOrTx,
  campaignId: string,
): Promise<Array<{ booking: BookingRow; lead: LeadRow }>> {
  return db
    .select({ booking: bookings, lead: leads })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(leads.campaignId, campaignId))
    .orderBy(desc(bookings.createdAt))
    .limit(500);
}

export async function findEnrichment(db: DbOrTx, leadId: string) {
  const [row] = await db.select().from(leadEnrichments).where(eq(leadEnrichments.leadId, leadId)).limit(1);
  return row ?? null;
}

export async function findMeetingPrep(db: DbOrTx, leadId: string): Promise<MeetingPrepRow | null> {
  const [row] = await db.select().from(meetingPreps).where(eq(meetingPreps.leadId, leadId)).limit(1);
  return row ?? null;
}

/** Stored once: two requests racing both generate, the first insert wins and both answer it. */
export async function saveMeetingPrep(db: DbOrTx, p: typeof meetingPreps.$inferInsert): Promise<MeetingPrepRow> {
  await db.insert(meetingPreps).values(p).onConflictDoNothing();
  return (await findMeetingPrep(db, p.leadId))!;
}

export type SlotBookingResult =
  { kind: 'booked'; booking: BookingRow } | { kind: 'slot_taken' } | { kind: 'already_booked'; booking: BookingRow };

/**
 * A meeting booked for a lead at one slot of the built-in scheduler (during a call). The lead's
 * earlier link (link-sent) becomes this meeting; a confirmed one stays. The slot is guarded by
 * the unique index on confirmed (provider, slot_start): a slot taken meanwhile is refused.
 */
export async function bookLeadSlotRow(
  tx: DbOrTx,
  b: { leadId: string; slotStart: Date; slotEnd: Date; name: string; email: string; notes: string },
): Promise<SlotBookingResult> {
  const existing = await findLeadBooking(tx, b.leadId);
  if (existing?.status === 'confirmed') return { kind: 'already_booked', booking: existing };
  const values = {
    provider: 'builtin',
    status: 'confirmed' as const,
    slotStart: b.slotStart,
    slotEnd: b.slotEnd,
    notes: b.notes,
  };
  const rows = existing
    ? await tx
        .update(bookings)
        .set(values)
        .where(
          and(
            eq(bookings.id, existing.id),
            sql`not exists (select 1 from bookings o where o.provider = 'builtin' and o.status = 'confirmed' and o.slot_start = ${b.slotStart.toISOString()})`,
          ),
        )
        .returning()
    : await tx
        .insert(bookings)
        .values({ ...values, leadId: b.leadId, name: b.name, email: b.email })
        .onConflictDoNothing()
        .returning();
  return rows[0] ? { kind: 'booked', booking: rows[0] } : { kind: 'slot_taken' };
}

/** The lead booking a booking page's token belongs to, with its lead; null for an unknown token. */
export async function findBookingByToken(
  db: DbOrTx,
  token: string,
): Promise<{ booking: BookingRow; lead: LeadRow } | null> {
  const [row] = await db
    .select({ booking: bookings, lead: leads })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(bookings.leadToken, token))
    .limit(1);
  return row ?? null;
}

export type LeadMailKind = 'link' | 'confirmation';
const MAILED_AT = { link: bookings.linkMailedAt, confirmation: bookings.confirmationMailedAt } as const;
const MAILED_KEY = { link: 'linkMailedAt', confirmation: 'confirmationMailedAt' } as const;

/** Marks a lead booking's mail as sent; true only for the one caller that set the mark. */
export async function claimLeadBookingMail(db: DbOrTx, bookingId: string, kind: LeadMailKind): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ [MAILED_KEY[kind]]: new Date() })
    .where(and(eq(bookings.id, bookingId), isNull(MAILED_AT[kind])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The mail could not be sent after all: a later attempt may send it. */
export async function releaseLeadBookingMail(db: DbOrTx, bookingId: string, kind: LeadMailKind): Promise<void> {
  await db
    .update(bookings)
    .set({ [MAILED_KEY[kind]]: null })
    .where(eq(bookings.id, bookingId));
}
