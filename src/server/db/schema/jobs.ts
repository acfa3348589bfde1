import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { JOB_STATES, type TJobProgress } from '@common/system/jobs';
import { createdAt, oneOf, updatedAt } from './columns';

/**
 * Progress of long jobs (import, enrichment, dispatch), keyed by the pg-boss job id. Kept in the
 * database rather than memory so a browser watching over SSE sees progress made by a worker in
 * another process.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: text('job_id').primaryKey(),
    queue: text('queue').notNull(),
    state: text('state').$type<TJobProgress['state']>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message').notNull().default(''),
    result: jsonb('result').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf('job_progress_state_ck', t.state, JOB_STATES)],
);
