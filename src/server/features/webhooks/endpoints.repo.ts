import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export async function insertEndpoint(
  db: DbOrTx,
  e: { url: string; events: string[]; secret: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(e).returning();
  return row;
}

export async function listEndpoints(db: DbOrTx): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(db: DbOrTx, id: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row ?? null;
}

export async function setEndpointEnabled(db: DbOrTx, id: string, enabled: boolean): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set({ enabled }).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

/** The new secret signs from now on; the old one signs too until `graceUntil`. */
export async function rotateEndpointSecret(
  db: DbOrTx,
  id: string,
  secret: string,
  graceUntil: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: sql`${webhookEndpoints.secret}`, previousSecretExpiresAt: graceUntil })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the endpoint with its deliveries and their log (cascade). */
export async function deleteEndpoint(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Per endpoint: deliveries still being tried and deliveries given up. */
export async function deliveryCounts(
  db: DbOrTx,
  endpointIds: string[],
): Promise<Map<string, { pending: number; failed: number }>> {
  const out = new Map<string, { pending: number; failed: number }>();
  if (!endpointIds.length) return out;
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.endpointId, endpointIds),
        inArray(webhookDeliveries.status, ['pending', 'sending', 'failed']),
      ),
    )
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  for (const r of rows) {
    const c = out.get(r.endpointId) ?? { pending: 0, failed: 0 };
    if (r.status === 'failed') c.failed += Number(r.n);
    else c.pending += Number(r.n);
    out.set(r.endpointId, c);
  }
  return out;
}
