import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { voiceAgentTrials } from './calls';

/**
 * Follow-ups scheduled from the Voice Trials tab (the spec only logs them; we keep them so the
 * trial's details show who promised to call back when).
 */
export const trialFollowUps = pgTable(
  'trial_follow_ups',
  {
    id: id(),
    trialId: uuid('trial_id')
      .notNull()
      .references(() => voiceAgentTrials.id, { onDelete: 'cascade' }),
    scheduledFor: ts('scheduled_for').notNull(),
    notes: text('notes').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('trial_follow_ups_trial_idx').on(t.trialId, t.scheduledFor)],
);
