import type { z } from 'zod';
import type { AppContext } from '../context';

export interface JobProgressUpdate {
  done: number;
  total: number;
  message?: string;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try, higher on retries. */
  attempt: number;
  app: AppContext;
  /** Publishes progress to browsers watching GET /api/jobs/:id/events. */
  progress(update: JobProgressUpdate): Promise<void>;
}

/**
 * A job: a queue name, the zod schema its payload must pass, and an idempotent handler (house
 * rule 8). Handlers may run twice (a retry, a crash mid-way), so each one checks what is already
 * done before doing it again.
 */
export interface JobDefinition<P = unknown, R = unknown> {
  name: string;
  payload: z.ZodType<P>;
  /** Progress of admin jobs is shown to admins only. */
  admin: boolean;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Upper bound for one run (pg-boss expiry). */
  expireInSeconds?: number;
  /** Jobs a worker may run at once. */
  concurrency?: number;
  /**
   * Whether a browser may watch this job (default true): false writes no job_progress rows, which
   * saves three writes a job for machine work nobody watches (webhook deliveries keep their own
   * delivery log).
   */
  watchable?: boolean;
  handler(payload: P, ctx: JobContext): Promise<R>;
  /**
   * Runs once when the queue starts, before workers take jobs: puts back work that a killed
   * process left half-done (see JobQueue.failOrphans).
   */
  recover?(app: AppContext, queue: { failOrphans(): Promise<number> }): Promise<void>;
  /**
   * A loop that runs beside the workers while the queue runs (only where workers run), e.g. a
   * relay that turns committed outbox rows into jobs. Stopped before the queue stops.
   */
  background?(app: AppContext): { stop(): Promise<void> };
}

export function defineJob<P, R>(def: JobDefinition<P, R>): JobDefinition<P, R> {
  return def;
}
