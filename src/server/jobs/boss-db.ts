import type { Logger } from '../logger';

type Run = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Errors that mean "the database is not there right now" rather than "this statement is wrong":
 * a refused or dropped socket, the server shutting down or starting up, connections refused.
 */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/.test(e.code)) return true;
  // 08: connection exception; 57P01-03: admin shutdown, crash shutdown, cannot connect now;
  // 55000 is what a database closed to new connections answers.
  if (e.code && /^(08...|57P0[1-3]|55000)$/.test(e.code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message ?? '');
}

/**
 * pg-boss settles a finished job (complete / fail) without awaiting it: if the database is down at
 * that moment the rejection has no handler and ends the process. Those two statements are
 * recognised by their text (pg-boss is pinned; a unit test checks the patterns against its plans).
 */
const SETTLEMENT = [/^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on/, /^\s*WITH deleted_jobs AS \(/];
export const isSettlement = (text: string) => SETTLEMENT.some((re) => re.test(text));

export interface BossDbOptions {
  logger: Logger;
  /** False once the queue is stopping: an outage then ends the wait instead of outlasting it. */
  running: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * pg-boss's view of the database. It remembers whether the database last answered or failed, so
 * health recovers by itself after an outage, and it holds a job's settlement until the database
 * is back: the job stays 'active' meanwhile, which is the truth, instead of the process dying.
 */
export class BossDb {
  lastError: string | null = null;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly run: Run,
    private readonly opts: BossDbOptions,
  ) {
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  executeSql = async (text: string, values: unknown[]): Promise<{ rows: unknown[] }> => {
    if (!isSettlement(text)) return this.observe(() => this.run(text, values));
    for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
      try {
        return await this.observe(() => this.run(text, values));
      } catch (err) {
        if (isConnectionError(err) && this.opts.running()) {
          await this.sleep(delay);
          continue;
        }
        // Not recorded: the job stays active until its expiry, then pg-boss retries it (handlers
        // are idempotent). Answering "nothing settled" keeps the rejection from ending the process.
        this.opts.logger.error({ err }, 'job queue: a finished job could not be recorded; it will be retried');
        return { rows: [{ count: '0' }] };
      }
    }
  };

  private async observe<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      this.lastError = null;
      return result;
    } catch (err) {
      if (isConnectionError(err)) this.lastError = err instanceof Error ? err.message : String(err);
      throw err;
    }
  }
}
