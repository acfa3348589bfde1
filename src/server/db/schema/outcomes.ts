import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TCallHandling } from '@common/outcomes/call-handling';
import type { TExperiment, TExtractionField, TFieldValue } from '@common/outcomes/schemas';
import { calls } from './calls';
import { createdAt, ts, updatedAt } from './columns';
import { campaigns } from './outreach';

// Call outcomes, owned by the outcomes feature. A campaign without a settings row uses
// the default dispositions and no fields.

export const campaignOutcomeSettings = pgTable('campaign_outcome_settings', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  dispositions: jsonb('dispositions').$type<string[]>().notNull(),
  fields: jsonb('fields').$type<TExtractionField[]>().notNull(),
  experiment: jsonb('experiment').$type<TExperiment | null>(),
  /** Voicemail action and message, retries per outcome; null: the server defaults. */
  callHandling: jsonb('call_handling').$type<TCallHandling | null>(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * One outcome per finished campaign call: what the reader made of it (LLM or the deterministic
 * Sandbox reader), which prompt version was used, and the admin's correction kept beside it (the
 * reader's answer is never overwritten, so accuracy can still be measured against corrections).
 */
export const callOutcomes = pgTable(
  'call_outcomes',
  {
    callId: uuid('call_id')
      .primaryKey()
      .references(() => calls.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    disposition: text('disposition').notNull(),
    summary: text('summary').notNull(),
    fields: jsonb('fields').$type<Record<string, TFieldValue>>().notNull(),
    reader: text('reader').notNull(), // llm | sandbox
    templateVersion: text('template_version').notNull(),
    overrideDisposition: text('override_disposition'),
    overrideBy: text('override_by'),
    overrideAt: ts('override_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_outcomes_campaign_idx').on(t.campaignId),
    index('call_outcomes_lead_idx').on(t.leadId, t.createdAt),
  ],
);
