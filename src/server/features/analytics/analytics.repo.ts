import { and, count, eq, gte } from 'drizzle-orm';
import type { TAnalyticsEventType } from '@common/analytics/schemas';
import type { DbOrTx } from '../../db/tx';
import { analyticsEvents } from '../../db/schema';

export interface NewEvent {
  type: TAnalyticsEventType;
  path?: string | null;
  visitorId?: string | null;
  props?: Record<string, unknown>;
}

export async function insertEvent(db: DbOrTx, e: NewEvent): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ type: e.type, path: e.path ?? null, visitorId: e.visitorId ?? null, props: e.props ?? {} });
}

export async function countEvents(db: DbOrTx, type: TAnalyticsEventType, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(
      since
        ? and(eq(analyticsEvents.type, type), gte(analyticsEvents.createdAt, since))
        : eq(analyticsEvents.type, type),
    );
  return Number(row?.n ?? 0);
}
