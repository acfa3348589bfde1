import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RUN_STATUSES, type TRunStatus } from '@common/outreach/states';
import { createdAt, id, oneOf, ts, updatedAt } from './columns';

// Campaign call dispatch (issue 9): the sandbox voice provider's dial log, the do-not-call list
// and one row per dispatch request. The attempt rows themselves are `calls` (unique on lead and
// attempt), the lead's progress is on `leads`.

/**
 * Every call the Sandbox voice provider "placed" (no phone rings). Kept in the database, not in
 * process memory, so a simulated call placed by one process can be read by another (a separate
 * worker, or the same server after a restart). `client_ref` is our call id: placing the same
 * attempt twice answers the first simulated call, so a retried send never dials twice.
 */
export const sandboxCalls = pgTable(
  'sandbox_calls',
  {
    id: text('id').primaryKey(), // sandbox-…
    clientRef: text('client_ref').unique(),
    phoneNumber: text('phone_number').notNull(),
    task: text('task').notNull(),
    voice: text('voice'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    queuedMs: integer('queued_ms').notNull(),
    talkMs: integer('talk_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_calls_phone_idx').on(t.phoneNumber)],
);

/** Numbers that must never be dialled by a campaign (admin-edited, CSV-imported, or asked for on a call). */
export const doNotCall = pgTable('do_not_call', {
  phoneE164: text('phone_e164').primaryKey(),
  source: text('source').notNull(), // manual | csv | call
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/** One dispatch request (POST …/dispatch-calls): its settings and the job that works it. */
export const dispatchRuns = pgTable(
  'dispatch_runs',
  {
    id: id(),
    campaignId: uuid('campaign_id').notNull(),
    jobId: text('job_id'),
    batchSize: integer('batch_size').notNull(),
    delayMs: integer('delay_ms').notNull(),
    testMode: boolean('test_mode').notNull(),
    // Written only by the state owner (features/outreach-state); states: common/outreach/states.ts.
    status: text('status').$type<TRunStatus>().notNull().default('running'),
    /** When Pause committed (the 4-worker test measures dials against it); null unless paused once. */
    pausedAt: ts('paused_at'),
    /** When Stop or the end of the work closed the run. */
    endedAt: ts('ended_at'),
    /** Leads callable now / later / never when the run was requested. */
    counts: jsonb('counts').$type<{ now: number; later: number; never: number }>().notNull(),
    /**
     * Set every few seconds by the process working the run: a stale beat means that process died.
     * A run waiting for calling hours or a retry holds it at its wake time.
     */
    heartbeatAt: ts('heartbeat_at'),
    /**
     * Calls new leads automatically: the run idles, instead of finishing, when nothing is left to
     * dial, and each enrolment wakes it. Turned off, the run finishes as any other.
     */
    autoDispatch: boolean('auto_dispatch').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One open (running or paused) dispatch per campaign: a second Dispatch is answered with it.
  (t) => [
    index('dispatch_runs_campaign_idx').on(t.campaignId, t.status),
    uniqueIndex('dispatch_runs_one_open_uq')
      .on(t.campaignId)
      .where(sql`status in ('running', 'paused')`),
    oneOf('dispatch_runs_status_ck', t.status, RUN_STATUSES),
  ],
);

/**
 * The national do-not-call registry copy: one row per registered number, the 10-digit
 * US number as a bigint (half the index of text), so the dial-time check is one primary-key probe.
 * Written only by bulk COPY (full lists, additions) and deletes (change lists).
 */
export const dncRegistry = pgTable('dnc_registry', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
});

/** Each registry file applied: its kind, the registry's download date, and how many numbers it held. */
export const dncRegistryFiles = pgTable('dnc_registry_files', {
  id: id(),
  kind: text('kind').notNull(), // full | additions | deletions
  fileName: text('file_name').notNull(),
  downloadDate: date('download_date', { mode: 'string' }).notNull(),
  numbers: integer('numbers').notNull(),
  changed: integer('changed').notNull(),
  importedBy: text('imported_by'),
  createdAt: createdAt(),
});

/**
 * The attestation a campaign needs before it rings real phones: who, when, and the text
 * they confirmed (the leads gave prior express written consent to calls from an AI voice).
 */
export const consentAttestations = pgTable('consent_attestations', {
  campaignId: uuid('campaign_id').primaryKey(),
  attestedBy: text('attested_by').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
