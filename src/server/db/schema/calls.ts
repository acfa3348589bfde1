import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CALL_STATUSES, type TCallStatus } from '@common/outreach/states';
import { CALL_DIRECTIONS, type TCallDirection } from '@common/phone-numbers/schemas';
import { TRIAL_STATUSES, type TTrialStatus } from '@common/wizard/schemas';
import { createdAt, id, oneOf, ts, updatedAt } from './columns';

/**
 * One row per phone call placed through the voice provider, whatever asked for it: a wizard trial,
 * a campaign dispatch or the test page. Call capacity (daily/hourly/concurrent) is counted here,
 * so trials and campaigns share one budget.
 */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    // trial | campaign | test (the test page) | campaign-test (a test run's attempt: never touches its lead)
    purpose: text('purpose').notNull(),
    /** Who rang whom: outbound (we called) or inbound (they called one of our numbers; never retried). */
    direction: text('direction').$type<TCallDirection>().notNull().default('outbound'),
    provider: text('provider').notNull(), // bland | sandbox
    providerCallId: text('provider_call_id'),
    phoneNumber: text('phone_number').notNull(),
    prompt: text('prompt').notNull(),
    voice: text('voice'),
    status: text('status').$type<TCallStatus>().notNull().default('queued'),
    durationSeconds: integer('duration_seconds'),
    transcript: text('transcript'),
    transcripts: jsonb('transcripts').$type<Array<{ user: string; text: string }>>(),
    summary: text('summary'),
    recordingUrl: text('recording_url'),
    answeredBy: text('answered_by'),
    price: numeric('price', { precision: 10, scale: 4 }),
    errorMessage: text('error_message'),
    // Why the call ended: completed | no-answer | busy | voicemail | failed (common/dispatch).
    endReason: text('end_reason'),
    leadId: uuid('lead_id'),
    /** A lead's call attempts are numbered 1, 2, …; (lead, attempt) is unique: one claim, one row. */
    attempt: integer('attempt'),
    campaignId: uuid('campaign_id'),
    dispatchRunId: uuid('dispatch_run_id'),
    trialId: uuid('trial_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('calls_provider_call_uq').on(t.provider, t.providerCallId),
    index('calls_created_idx').on(t.createdAt),
    index('calls_status_idx').on(t.status),
    index('calls_lead_idx').on(t.leadId),
    uniqueIndex('calls_lead_attempt_uq').on(t.leadId, t.attempt),
    index('calls_run_status_idx').on(t.dispatchRunId, t.status),
    index('calls_campaign_phone_created_idx').on(t.campaignId, t.phoneNumber, t.createdAt),
    // The cross-campaign cap: a number's campaign calls of the last 24 hours, whichever campaign.
    index('calls_phone_created_idx')
      .on(t.phoneNumber, t.createdAt)
      .where(sql`purpose = 'campaign'`),
    // GET /api/v1/calls reads calls in the order they last changed, a page after a (time, id) cursor.
    index('calls_updated_idx').on(t.updatedAt, t.id),
    // A test run calls each lead once (its attempts have no attempt number).
    uniqueIndex('calls_test_run_lead_uq')
      .on(t.dispatchRunId, t.leadId)
      .where(sql`purpose = 'campaign-test'`),
    oneOf('calls_status_ck', t.status, CALL_STATUSES),
    oneOf('calls_direction_ck', t.direction, CALL_DIRECTIONS),
  ],
);

/** Voice-agent trials from the public wizard (spec part 2 §3 "Voice agent trial"). */
export const voiceAgentTrials = pgTable(
  'voice_agent_trials',
  {
    id: id(),
    agentConfigId: uuid('agent_config_id'),
    phoneNumber: text('phone_number').notNull(), // E.164
    // Reached after the call connects ("ext 45"): kept for whoever follows up, never dialled.
    phoneExtension: text('phone_extension'),
    agentConfig: jsonb('agent_config').$type<Record<string, unknown>>().notNull(),
    callStatus: text('call_status').$type<TTrialStatus>().notNull().default('initiated'),
    callId: uuid('call_id'),
    blandCallId: text('bland_call_id'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    consentText: text('consent_text'),
    consentedAt: ts('consented_at'),
    // The prompt the call was placed with (possibly edited by the visitor), as sent to the voice provider.
    dialledPrompt: text('dialled_prompt'),
    // The server-side proof that the visitor holds phoneNumber (phone_verifications.id).
    verificationId: uuid('verification_id'),
    notes: text('notes'),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('trials_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('trials_ip_created_idx').on(t.ipAddress, t.createdAt),
    index('trials_status_idx').on(t.callStatus),
    oneOf('voice_agent_trials_call_status_ck', t.callStatus, TRIAL_STATUSES),
  ],
);

/** Raw inbound webhooks, unique per provider event: a replayed delivery is recognised and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(), // bland | stripe | paypal | calendly
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);
