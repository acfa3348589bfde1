import { and, eq, ne, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_STATUSES,
  LEAD_CALL_STATUSES,
  type TCampaignStatus,
  type TLeadCallStatus,
} from '@common/outreach/states';
import { ENRICHMENT_STATUSES, type TEnrichmentStatus } from '@common/campaigns/schemas';
import { IMPORT_STATES, type TImportState } from '@common/campaigns/import-status';
import { createdAt, id, oneOf, ts, updatedAt } from './columns';

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
    // Archived campaigns leave the default list and cannot be dispatched; the status is kept so
    // unarchiving gives the campaign back as it was.
    archivedAt: ts('archived_at'),
    // How many leads the campaign holds, kept by triggers on leads (migration 0038), so the lead
    // list's total is one row read instead of counting 100,000 rows on every page.
    leadCount: integer('lead_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('campaigns_status_ck', t.status, CAMPAIGN_STATUSES)],
);

/**
 * The campaign `id`, if anyone may see it: a campaign still importing is hidden from every
 * lookup, list and count until its last lead is written. Every repo that finds a campaign by id
 * uses this.
 */
export const visibleCampaign = (id: string) => and(eq(campaigns.id, id), ne(campaigns.status, 'importing'));

/** For reads of leads across campaigns: the lead's campaign is not still importing. */
export const inVisibleCampaign = () =>
  sql`"leads"."campaign_id" not in (select "id" from "campaigns" where "status" = 'importing')`;

// One CSV import's progress (GET /api/admin/campaigns/imports/{id}), kept in the database so any
// web process answers the poll. `campaign_id` is set once its hidden campaign exists; a row not
// updated for a while while unfinished is an import whose process died (swept with its campaign).
export const campaignImports = pgTable(
  'campaign_imports',
  {
    id: uuid('id').primaryKey(),
    state: text('state').$type<TImportState>().notNull().default('waiting'),
    /** Place in its process's line while waiting (1 = next to start). */
    position: integer('position'),
    read: integer('read').notNull().default(0),
    written: integer('written').notNull().default(0),
    total: integer('total').notNull().default(0),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('campaign_imports_state_ck', t.state, IMPORT_STATES), index('campaign_imports_state_idx').on(t.state)],
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
    /** The CSV column the phone came from (a file may hold several; the first usable one per row wins). */
    phoneColumn: text('phone_column'),
    companyName: text('company_name').notNull().default(''),
    website: text('website').notNull().default(''),
    industry: text('industry').notNull().default(''),
    timezone: text('timezone'), // IANA name, canonical
    // Where the callee is and what they agreed to, as the file said: a state / province
    // and a ZIP / postal code column resolve the time zone and the state's calling rules; the
    // consent columns are kept as typed (consent: "yes", "written", "express written"…).
    region: text('region'),
    postalCode: text('postal_code'),
    consent: text('consent'),
    consentDate: text('consent_date'),
    consentSource: text('consent_source'),
    // The contact's id in HubSpot when the lead came from a HubSpot export (its "Record ID" column):
    // finished calls are written to that contact (features/hubspot); other leads are matched by email.
    hubspotRecordId: text('hubspot_record_id'),
    enrichmentStatus: text('enrichment_status').$type<TEnrichmentStatus>().notNull().default('pending'),
    // Written only by the state owner (features/outreach-state); states: common/outreach/states.ts.
    callStatus: text('call_status').$type<TLeadCallStatus>().notNull().default('pending'),
    voiceClone: text('voice_clone'),
    // Dispatch bookkeeping, the state owner's: attempts claimed so far (numbers the next
    // `calls.attempt`; a claim cancelled unsent is given back), when a retry may dial, and the
    // attempt a settle must match. What a call reported (end reason, duration, transcript,
    // recording, answered-by, cost) lives only in its `calls` row (migration 0014 dropped the copy).
    callAttempts: integer('call_attempts').notNull().default(0),
    nextCallAt: ts('next_call_at'),
    lastCallId: uuid('last_call_id'),
    notes: text('notes').notNull().default(''),
    agentPrompt: text('agent_prompt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the lead list's search looks in, lower-cased, with the phone as bare digits
    // (typed and E.164) so "(555) 123-4567", "555.123.4567" and "+1 555 123 4567" all find it;
    // trigram-indexed, so a fragment of any column is an index lookup, not a scan.
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "company_name" || ' ' || "website" || ' ' || regexp_replace("phone_number", '[^0-9]', '', 'g') || ' ' || coalesce("phone_e164", ''))`,
    ),
  },
  (t) => [
    // A CSV that repeats an address imports it once.
    uniqueIndex('leads_campaign_email_uq').on(t.campaignId, sql`lower(${t.email})`),
    // One (campaign, sort key, id) index per sort the lead list offers: keyset pages
    // start at the cursor in the index, so a deep page costs what the first costs.
    index('leads_campaign_enrichment_idx').on(t.campaignId, t.enrichmentStatus, t.id),
    index('leads_campaign_call_idx').on(t.campaignId, t.callStatus, t.id),
    index('leads_campaign_row_idx').on(t.campaignId, t.rowNumber, t.id),
    // The import's warning: leads whose number is already in another running campaign.
    index('leads_phone_idx').on(t.phoneE164),
    index('leads_campaign_first_name_idx').on(t.campaignId, t.firstName, t.id),
    index('leads_campaign_last_name_idx').on(t.campaignId, t.lastName, t.id),
    index('leads_campaign_company_idx').on(t.campaignId, t.companyName, t.id),
    index('leads_campaign_created_idx').on(t.campaignId, t.createdAt, t.id),
    // The email sort's: the address itself last, because PostgreSQL reads an expression from an
    // index alone only when the column under it is there too (a `?page=N` jump skips by index only).
    index('leads_campaign_email_sort_idx').on(t.campaignId, sql`lower(${t.email})`, t.id, t.email),
    // The campaign first (btree_gin), so a search in one campaign visits only that campaign's
    // matching rows: a search matching 10 % of a 100k campaign counted in a third of the time when
    // three such campaigns share the table (bench/lead-page.bench.ts). A search across every
    // campaign still uses it (GIN answers on any of its columns).
    index('leads_search_trgm_idx').using('gin', t.campaignId, sql`${t.searchText} gin_trgm_ops`),
    oneOf('leads_call_status_ck', t.callStatus, LEAD_CALL_STATUSES),
    oneOf('leads_enrichment_status_ck', t.enrichmentStatus, ENRICHMENT_STATUSES),
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
