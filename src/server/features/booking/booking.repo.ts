import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { bookings } from '../../db/schema';

// The only file touching the bookings table.

export type BookingRow = typeof bookings.$inferSelect;

export const BUILTIN = 'builtin';

export async function takenSlotStarts(db: DbOrTx, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(
      and(
        eq(bookings.provider, BUILTIN),
        eq(bookings.status, 'confirmed'),
        gte(bookings.slotStart, from),
        lt(bookings.slotStart, to),
      ),
    );
  return rows.flatMap((r) => (r.start ? [r.start] : []));
}

export async function bookingForPayment(db: DbOrTx, paymentRowId: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.paymentId, paymentRowId), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.createdAt))
    .limit(1);
  return row ?? null;
}

export type InsertConsultationResult =
  { kind: 'created'; booking: BookingRow } | { kind: 'slot_taken' } | { kind: 'already_booked'; booking: BookingRow };

/**
 * One consultation per deposit, one visitor per slot. The slot is guarded by the partial unique
 * index on confirmed (provider, slot_start); the per-deposit rule by an advisory lock on the
 * payment, so two tabs booking at once cannot both pass the "not booked yet" check.
 */
export async function insertConsultation(
  db: DbOrTx,
  b: { paymentRowId: string; slotStart: Date; slotEnd: Date; name: string; email: string; notes: string },
): Promise<InsertConsultationResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${b.paymentRowId}`}))`);
    const existing = await bookingForPayment(tx, b.paymentRowId);
    if (existing) return { kind: 'already_booked', booking: existing };
    const rows = await tx
      .insert(bookings)
      .values({
        provider: BUILTIN,
        paymentId: b.paymentRowId,
        slotStart: b.slotStart,
        slotEnd: b.slotEnd,
        name: b.name,
        email: b.email,
        notes: b.notes,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0] ? { kind: 'created', booking: rows[0] } : { kind: 'slot_taken' };
  });
}

/** Marks a consultation's confirmation as mailed; true only for the one caller that set the mark. */
export async function claimConfirmationMail(db: DbOrTx, bookingId: string): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ confirmationMailedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.confirmationMailedAt)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The confirmation could not be sent after all: a later attempt may send it. */
export async function releaseConfirmationMail(db: DbOrTx, bookingId: string): Promise<void> {
  await db.update(bookings).set({ confirmationMailedAt: null }).where(eq(bookings.id, bookingId));
}
