import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every analytics signal in one append-only table: page views (spec: one per route change),
 * wizard funnel steps, prompt generations, launches, deposits. `visitorId` is the anonymous,
 * signed visitor cookie; no personal data is stored here.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(), // page_view | wizard_step | prompt_generated | call_launched | deposit_paid
    path: text('path'),
    visitorId: text('visitor_id'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_created_idx').on(t.type, t.createdAt)],
);
