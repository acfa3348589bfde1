import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Progress of long jobs (import, enrichment, dispatch), keyed by the pg-boss job id. Kept in the
 * database rather than memory so a browser watching over SSE sees progress made by a worker in
 * another process.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: text('job_id').primaryKey(),
  queue: text('queue').notNull(),
  state: text('state').notNull().default('queued'), // queued | active | completed | failed
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  message: text('message').notNull().default(''),
  result: jsonb('result').$type<unknown>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
