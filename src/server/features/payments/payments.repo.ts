import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { payments } from '../../db/schema';
import type { SandboxLedger, SandboxRecord, SandboxState } from '../../providers/payments/types';

// The only file touching the payments and webhook_events tables. Our own record of a deposit is
// the `status` column (created → succeeded | failed | canceled); the sandbox checkout's stand-in
// "vendor state" lives in metadata.sandbox and never decides `status` by itself.

export type PaymentRow = typeof payments.$inferSelect;

export interface NewPayment {
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  visitorId: string | null;
  metadata: Record<string, string>;
}

/** Records a created intent/order. Idempotent; fills in the visitor when the row already exists. */
export async function insertPayment(db: DbOrTx, p: NewPayment): Promise<void> {
  await db
    .insert(payments)
    .values({ ...p, status: 'created' })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: { visitorId: sql`coalesce(${payments.visitorId}, excluded.visitor_id)` },
    });
}

/**
 * Marks a deposit paid exactly once. One statement, so concurrent verifications and webhooks can
 * race freely: only the caller whose update flips the row gets `true` (and records analytics).
 */
export async function markDepositPaid(db: DbOrTx, p: NewPayment & { at: Date }): Promise<boolean> {
  const rows = await db
    .insert(payments)
    .values({
      provider: p.provider,
      providerPaymentId: p.providerPaymentId,
      amountCents: p.amountCents,
      currency: p.currency,
      visitorId: p.visitorId,
      metadata: p.metadata,
      status: 'succeeded',
      verifiedAt: p.at,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: {
        status: 'succeeded',
        verifiedAt: p.at,
        visitorId: sql`coalesce(${payments.visitorId}, excluded.visitor_id)`,
      },
      setWhere: ne(payments.status, 'succeeded'),
    })
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** A provider says the payment can no longer succeed; a recorded deposit is never downgraded. */
export async function markPaymentClosed(
  db: DbOrTx,
  provider: string,
  providerPaymentId: string,
  status: 'failed' | 'canceled',
): Promise<void> {
  await db
    .update(payments)
    .set({ status })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, providerPaymentId),
        ne(payments.status, 'succeeded'),
      ),
    );
}

export async function findPayment(
  db: DbOrTx,
  providers: string[],
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.provider, providers), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}

export async function latestDepositOf(db: DbOrTx, visitorId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.visitorId, visitorId), eq(payments.status, 'succeeded'), eq(payments.purpose, 'agent_deposit')),
    )
    .orderBy(desc(payments.verifiedAt))
    .limit(1);
  return row ?? null;
}

/** The sandbox checkout's records, kept as payments rows (see providers/payments/types.ts). */
export function sandboxLedger(db: DbOrTx): SandboxLedger {
  return {
    async create(provider, r) {
      await db.insert(payments).values({
        provider,
        providerPaymentId: r.id,
        amountCents: r.amountCents,
        currency: r.currency,
        metadata: { ...r.metadata, sandbox: r.sandbox },
      });
    },
    async get(provider, id) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, id)))
        .limit(1);
      return row ? toSandboxRecord(row) : null;
    },
    async transition(provider, id, from, next) {
      const rows = await db
        .update(payments)
        .set({ metadata: sql`jsonb_set(${payments.metadata}, '{sandbox}', ${JSON.stringify(next)}::jsonb)` })
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.providerPaymentId, id),
            sql`${payments.metadata}->'sandbox'->>'state' = ${from}`,
          ),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}

function toSandboxRecord(row: PaymentRow): SandboxRecord {
  const { sandbox, ...rest } = row.metadata as Record<string, unknown> & { sandbox?: SandboxState };
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(rest)) if (typeof v === 'string') metadata[k] = v;
  return {
    id: row.providerPaymentId,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata,
    sandbox: sandbox ?? { state: 'unknown' },
  };
}
