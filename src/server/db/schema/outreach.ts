import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCampaignStatus, TLeadCallStatus } from '@common/outreach/states';
import { createdAt, id, ts, updatedAt } from './columns';

// The admin outreach pipeline (spec part 2): campaigns of leads, their enrichment, Lead Scout runs
// and meeting prep. Counts shown on campaign cards are aggregated from `leads` (indexed), not stored,
// so they can never drift from the rows.

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    // Written only by the state owner (features/outreach-state); states: common/outreach/states.ts.
    status: text('status').$type<TCampaignStatus>().notNull().default('draft'),
    source: text('source').notNull().default('csv'), // csv | ai-csv | scout
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('campaigns_status_ck', sql`${t.status} in ('draft', 'active', 'paused', 'stopped', 'completed')`)],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''), // as typed
    phoneE164: text('phone_e164'), // normalised when the typed number allows it
    companyName: text('company_name').notNull().default(''),
    website: text('website').notNull().default(''),
    industry: text('industry').notNull().default(''),
    timezone: text('timezone'), // IANA name, canonical
    enrichmentStatus: text('enrichment_status').notNull().default('pending'), // pending | processing | enriched | failed
    // Written only by the state owner (features/outreach-state); states: common/outreach/states.ts.
    callStatus: text('call_status').$type<TLeadCallStatus>().notNull().default('pending'),
    voiceClone: text('voice_clone'),
    // Dispatch (issue 9): attempts so far, when a retry (or the next try) may dial, and what the
    // last call reported (copied from `calls` so the lead list and Dev Queue read one row).
    callAttempts: integer('call_attempts').notNull().default(0),
    nextCallAt: ts('next_call_at'),
    lastCallId: uuid('last_call_id'),
    callEndReason: text('call_end_reason'),
    callDurationSeconds: integer('call_duration_seconds'),
    callTranscript: text('call_transcript'),
    callTranscripts: jsonb('call_transcripts').$type<Array<{ user: string; text: string }>>(),
    callRecordingUrl: text('call_recording_url'),
    callAnsweredBy: text('call_answered_by'),
    callCost: numeric('call_cost', { precision: 10, scale: 4 }),
    notes: text('notes').notNull().default(''),
    agentPrompt: text('agent_prompt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A CSV that repeats an address imports it once.
    uniqueIndex('leads_campaign_email_uq').on(t.campaignId, sql`lower(${t.email})`),
    index('leads_campaign_enrichment_idx').on(t.campaignId, t.enrichmentStatus),
    index('leads_campaign_call_idx').on(t.campaignId, t.callStatus),
    // The lead list's default order (file order), paged from the index.
    index('leads_campaign_row_idx').on(t.campaignId, t.rowNumber),
    check('leads_call_status_ck', sql`${t.callStatus} in ('pending', 'calling', 'completed', 'scheduled')`),
  ],
);

export const leadEnrichments = pgTable('lead_enrichments', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull().default(''),
  industry: text('industry').notNull().default(''),
  ownerName: text('owner_name').notNull().default(''),
  gptAnalysis: jsonb('gpt_analysis').$type<Record<string, unknown>>().notNull().default({}),
  firecrawlData: jsonb('firecrawl_data').$type<Record<string, unknown>>().notNull().default({}),
  mode: text('mode').notNull(), // sandbox | live
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const scoutRuns = pgTable('scout_runs', {
  id: id(),
  topic: text('topic').notNull(),
  focusArea: text('focus_area').notNull(),
  resultLimit: integer('result_limit').notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  mode: text('mode').notNull(),
  createdBy: text('created_by'),
  createdAt: createdAt(),
});

export const meetingPreps = pgTable('meeting_preps', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  briefing: text('briefing').notNull(),
  keyPoints: text('key_points').array().notNull(),
  recommendedApproach: text('recommended_approach').notNull(),
  mode: text('mode').notNull().default('sandbox'), // live (the LLM wrote it) | sandbox (built from enrichment + transcript)
  createdAt: createdAt(),
});
