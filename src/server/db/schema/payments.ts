import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, oneOf, ts, updatedAt } from './columns';
import { PAYMENT_STATUSES, type TPaymentStatus } from '@common/payments/schemas';
import { BOOKING_STATES, type TBookingState } from '@common/dev-queue/schemas';

/**
 * Deposits. One row per provider payment (Stripe PaymentIntent or PayPal order), unique on
 * (provider, providerPaymentId), so verification, webhooks and retries can only ever record it once.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: text('provider').notNull(), // stripe | paypal | sandbox-card | sandbox-paypal
    providerPaymentId: text('provider_payment_id').notNull(),
    purpose: text('purpose').notNull().default('agent_deposit'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<TPaymentStatus>().notNull().default('created'),
    visitorId: text('visitor_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    verifiedAt: ts('verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('payments_status_ck', t.status, PAYMENT_STATUSES),
    uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('payments_visitor_idx').on(t.visitorId),
  ],
);

/**
 * Calendar bookings: consultation slots bought with a deposit (built-in scheduler), and later the
 * developer-queue bookings for qualified leads. A confirmed slot can be held only once.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    provider: text('provider').notNull(), // builtin | calendly
    paymentId: uuid('payment_id'),
    leadId: uuid('lead_id'),
    slotStart: ts('slot_start'),
    slotEnd: ts('slot_end'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // link-sent: a Dev Queue link made, not booked yet.
    status: text('status').$type<TBookingState>().notNull().default('confirmed'),
    externalUrl: text('external_url'),
    // A lead's own booking page (/book/<token>): a random id, unguessable, made with the link.
    leadToken: text('lead_token'),
    // When the link, and the meeting's confirmation, went out by mail: set once, so a retry sends none.
    linkMailedAt: ts('link_mailed_at'),
    confirmationMailedAt: ts('confirmation_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('bookings_status_ck', t.status, BOOKING_STATES),
    uniqueIndex('bookings_confirmed_slot_uq')
      .on(t.provider, t.slotStart)
      .where(sql`status = 'confirmed' and slot_start is not null`),
    // Developer-queue bookings: one per lead, so a second Create Booking finds the first.
    uniqueIndex('bookings_lead_uq')
      .on(t.leadId)
      .where(sql`lead_id is not null`),
    uniqueIndex('bookings_lead_token_uq')
      .on(t.leadToken)
      .where(sql`lead_token is not null`),
  ],
);
