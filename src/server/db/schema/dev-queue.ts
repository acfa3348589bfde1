import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';
import { calls, voiceAgentTrials } from './calls';

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

/**
 * How a completed call was judged for the developer queue, kept once per call: the rule is cheap,
 * but with an OpenAI key it is an LLM call, which must not be repeated on every list request.
 */
export const callQualifications = pgTable('call_qualifications', {
  callId: uuid('call_id')
    .primaryKey()
    .references(() => calls.id, { onDelete: 'cascade' }),
  leadId: uuid('lead_id').notNull(),
  qualified: boolean('qualified').notNull(),
  reason: text('reason').notNull(),
  mode: text('mode').notNull(), // live (LLM) | sandbox (the rule)
  createdAt: createdAt(),
});
