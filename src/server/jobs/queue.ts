import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TJobProgress } from '@common/system/jobs';
import { AppError } from '@common/errors';
import type { Database } from '../db/client';
import { connectionFailure, createPgPool } from '../db/pg-pool';
import type { DbOrTx } from '../db/tx';
import type { AppContext } from '../context';
import type { Logger } from '../logger';
import type { JobDefinition } from './define-job';
import { ProgressBus } from './progress-bus';
import * as progressRepo from './job-progress.repo';
import { BossDb, isConnectionError } from './boss-db';

export interface JobQueueOptions {
  database: Database;
  databaseUrl?: string;
  logger: Logger;
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the app's own database, always through a `BossDb` (see boss-db.ts: how an outage is
 * survived and seen). On PGlite it shares the one embedded connection (multi-statement scripts go
 * through `exec`); on Postgres it has a small pool of its own.
 */
export class JobQueue {
  readonly bus = new ProgressBus();
  private readonly boss: PgBoss;
  private readonly bossDb: BossDb;
  private readonly pool: pg.Pool | null = null;
  private readonly defs = new Map<string, JobDefinition<any, any>>();
  private started = false;
  private readonly loops: Array<{ stop(): Promise<void> }> = [];
  /** This process's workers per queue, woken when this process queues a job for them. */
  private readonly workerIds = new Map<string, string[]>();

  constructor(private readonly opts: JobQueueOptions) {
    const { database, logger } = opts;
    let run: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
    if (database.driver === 'postgres' && opts.databaseUrl) {
      // An idle connection dropped by a server restart is reported here (see pg-pool.ts); the
      // next query opens a new one.
      const pool = createPgPool({ connectionString: opts.databaseUrl, max: 4, application_name: 'pgboss' }, (err) =>
        logger.warn({ err: connectionFailure(err) }, 'job queue: an idle connection failed; the pool will reconnect'),
      );
      this.pool = pool;
      run = (text, values) => pool.query(text, values as unknown[]);
    } else {
      run = (text, values) => (values?.length ? database.sql.query(text, values) : database.sql.exec(text));
    }
    this.bossDb = new BossDb(run, { logger, running: () => this.started });
    this.boss = new PgBoss({ schema: 'pgboss', supervise: true, schedule: false, db: this.bossDb });
    this.boss.on('error', (err) => {
      // Connection errors are expected during an outage and shown by health(); others are bugs.
      if (isConnectionError(err)) logger.warn({ err: err.message }, 'job queue: database unreachable');
      else logger.error({ err }, 'job queue error');
    });
  }

  /** Creates the queues and, when `runWorkers`, starts handling them with `app` as context. */
  async start(defs: JobDefinition<any, any>[], app: () => AppContext, runWorkers: boolean): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const def of defs) {
      this.defs.set(def.name, def);
      await this.boss.createQueue(def.name, {
        name: def.name,
        retryLimit: def.retryLimit ?? 2,
        retryDelay: def.retryDelaySeconds ?? 5,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
      });
      if (runWorkers && def.recover) await def.recover(app(), { failOrphans: () => this.failOrphans(def.name) });
      if (runWorkers) await this.work(def, app);
      if (runWorkers && def.background) this.loops.push(def.background(app()));
    }
  }

  /**
   * On the embedded database only one process can run, so at start any job still marked active
   * belongs to a process that died: failing it lets pg-boss retry it now, under the same id (so a
   * browser watching its progress keeps watching), instead of after its expiry. With Postgres,
   * other live workers may hold active jobs, so expiry stays the only signal there.
   */
  async failOrphans(name: string): Promise<number> {
    if (this.opts.database.driver === 'postgres') return 0;
    const res = await this.opts.database.sql.query<{ id: string }>(
      "select id from pgboss.job where name = $1 and state = 'active'",
      [name],
    );
    const ids = res.rows.map((r) => r.id);
    for (const id of ids)
      await this.boss.fail(name, id, { message: 'The process running this job stopped; resumed at the next start' });
    return ids.length;
  }

  private async work(def: JobDefinition<any, any>, app: () => AppContext): Promise<void> {
    const concurrency = def.concurrency ?? 1;
    const ids: string[] = [];
    this.workerIds.set(def.name, ids);
    for (let i = 0; i < concurrency; i++) {
      const workerId = await this.boss.work(
        def.name,
        { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 0.5, includeMetadata: true },
        async ([job]) => {
          const ctx = app();
          const payload = def.payload.parse(job.data);
          const attempt = (job as { retryCount?: number }).retryCount ?? 0;
          const watched = def.watchable !== false;
          if (watched) await this.setProgress(job.id, def.name, { state: 'active' });
          try {
            const result = await def.handler(payload, {
              jobId: job.id,
              attempt: attempt + 1,
              app: ctx,
              progress: (u) =>
                watched
                  ? this.setProgress(job.id, def.name, { done: u.done, total: u.total, message: u.message ?? '' })
                  : Promise.resolve(),
            });
            if (watched) await this.setProgress(job.id, def.name, { state: 'completed', result: result ?? null });
            return result;
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            if (watched) await this.setProgress(job.id, def.name, { state: 'failed', message });
            this.opts.logger.warn({ err, jobId: job.id, queue: def.name }, 'job failed');
            throw err;
          }
        },
      );
      ids.push(workerId);
    }
  }

  /**
   * Queues a job. A `singletonKey` makes a repeated request for the same work a no-op: the job id
   * is derived from the key, so pg-boss refuses the duplicate insert (its own singletonKey only
   * deduplicates on non-standard queue policies).
   */
  async send<P>(
    def: JobDefinition<P, any>,
    payload: P,
    opts: { singletonKey?: string; startAfterSeconds?: number } = {},
  ): Promise<string> {
    if (!this.started) throw new AppError('PROVIDER_UNAVAILABLE', 'The job queue is not running');
    const data = def.payload.parse(payload) as object;
    const id = opts.singletonKey ? uuidFromKey(`${def.name}:${opts.singletonKey}`) : randomUUID();
    // The progress row exists before the job does: a worker may take the job the moment it is
    // queued, and its "active" would otherwise land on no row and then be overwritten by "queued".
    const db = this.opts.database.db;
    const madeRow = def.watchable !== false && (await progressRepo.insertQueued(db, id, def.name));
    let sent: string | null;
    try {
      sent = await this.boss.send(def.name, data, { id, startAfter: opts.startAfterSeconds });
    } catch (err) {
      if (madeRow) await progressRepo.deleteProgress(db, id);
      throw err;
    }
    if (!sent) {
      if (madeRow) await progressRepo.deleteProgress(db, id);
      throw new AppError('CONFLICT', 'This work is already queued');
    }
    // A worker polls every pollingIntervalSeconds; one in this process is told at once, so a job
    // queued here starts now rather than up to half a second later (webhook p95). Workers
    // in other processes still find it on their next poll. A delayed job is left to the poll.
    if (!opts.startAfterSeconds) for (const w of this.workerIds.get(def.name) ?? []) this.boss.notifyWorker(w);
    return sent;
  }

  /**
   * Queues a job inside the caller's transaction: it exists exactly when the change that caused it
   * commits (an event such as a finished call is never lost nor sent for a rolled-back change).
   * The key makes the id, so a repeated send for the same fact is a no-op. No progress row: such
   * jobs are machine work nobody watches. Answers whether a job was added.
   */
  async sendWithin<P>(
    tx: DbOrTx,
    def: Pick<JobDefinition<P, any>, 'name' | 'payload'>,
    payload: P,
    opts: { key: string; startAfter?: Date },
  ): Promise<boolean> {
    const data = def.payload.parse(payload) as object;
    const id = uuidFromKey(`${def.name}:${opts.key}`);
    const sent = await this.boss.send(def.name, data, {
      id,
      startAfter: opts.startAfter,
      db: { executeSql: txExecutor(tx) },
    } as PgBoss.SendOptions);
    // The job is visible once the caller commits, which this cannot see: a worker here is told
    // shortly after (twice, in case the commit is slow); workers elsewhere poll.
    if (sent)
      for (const ms of [20, 200])
        setTimeout(() => this.workerIds.get(def.name)?.forEach((w) => this.boss.notifyWorker(w)), ms).unref();
    return Boolean(sent);
  }

  /**
   * Writes progress for a job other than the running one (a dispatch resumed by a new job reports
   * on the job the browser is watching).
   */
  async reportProgress(
    jobId: string,
    queue: string,
    patch: Parameters<typeof progressRepo.updateProgress>[2],
  ): Promise<void> {
    await this.setProgress(jobId, queue, patch);
  }

  private async setProgress(
    jobId: string,
    queue: string,
    patch: Parameters<typeof progressRepo.updateProgress>[2],
  ): Promise<void> {
    const row = await progressRepo.updateProgress(this.opts.database.db, jobId, patch);
    if (row) this.bus.publish(toProgress(row));
    else this.opts.logger.debug({ jobId, queue }, 'progress for a job with no progress row');
  }

  async findProgress(jobId: string): Promise<(TJobProgress & { admin: boolean }) | null> {
    const row = await progressRepo.findProgress(this.opts.database.db, jobId);
    if (!row) return null;
    return { ...toProgress(row), admin: this.defs.get(row.queue)?.admin ?? true };
  }

  /**
   * Whether the job system reaches its database. After an error it asks again (one `select 1`),
   * so health recovers as soon as the database is back, not only when a job happens to run.
   */
  /** False once stop() began: loops beside the workers end with the queue, not with an outage. */
  get running(): boolean {
    return this.started;
  }

  async health(): Promise<{ ok: boolean; error: string | null }> {
    if (!this.started) return { ok: false, error: 'The job queue is not running' };
    if (this.bossDb.lastError !== null) await this.bossDb.executeSql('select 1', []).catch(() => undefined);
    return { ok: this.bossDb.lastError === null, error: this.bossDb.lastError };
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for running ones to finish. */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (!this.started) return;
    for (const loop of this.loops.splice(0)) await loop.stop();
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    await this.pool?.end();
  }
}

function toProgress(row: progressRepo.JobProgressRow): TJobProgress {
  return {
    jobId: row.jobId,
    queue: row.queue,
    state: row.state as TJobProgress['state'],
    done: row.done,
    total: row.total,
    message: row.message,
    result: row.result ?? undefined,
  };
}

/** A stable UUID (v4-shaped) from a key, so the same key always names the same job. */
function uuidFromKey(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Runs pg-boss's SQL on the connection of a Drizzle transaction (node-postgres client or PGlite
 * transaction: both answer `query(text, values)` with `{ rows }`).
 */
function txExecutor(tx: DbOrTx) {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('sendWithin needs a transaction handle');
  const query = client.query as (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  return (text: string, values: unknown[]) => query.call(client, text, values);
}
