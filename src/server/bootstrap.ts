import type { Env } from './env';
import { openDatabase, runMigrations, type Database } from './db/client';
import { connectionFailure } from './db/pg-pool';
import { createLogger, type Logger } from './logger';
import { JobQueue } from './jobs/queue';
import { jobDefinitions } from './jobs/registry';
import type { JobDefinition } from './jobs/define-job';
import { createProviders, type Providers } from './providers';
import { systemClock, type AppContext, type Clock } from './context';
import { resolveSecret } from './secret';
import { ensureAdminAccount } from './features/auth/ensure-admin-account';
import { ensureOwner } from './features/members/ensure-owner';

export interface BootstrapOptions {
  env: Env;
  logger?: Logger;
  /** Use this database instead of opening one from env (tests). */
  database?: Database;
  providers?: Partial<Providers>;
  clock?: Clock;
  extraJobs?: JobDefinition<any, any>[];
  runWorkers?: boolean;
  /**
   * 'web' (default) serves HTTP and owns the `admin` account: it creates it and sets its password
   * from ADMIN_PASSWORD. A 'worker' (`npm run worker`) never touches the account or its sessions,
   * so one started with other settings can't lock the operator out.
   */
  role?: 'web' | 'worker';
}

/** The context plus what only the entry point knows: where the server ended up listening. */
export interface BootedContext extends AppContext {
  /** The address the server listens on, used by publicUrl() when PUBLIC_URL is unset. */
  setListenUrl(url: string): void;
}

/** env → database + migrations → providers → jobs. The HTTP layer is added by the caller. */
export async function bootstrap(opts: BootstrapOptions): Promise<BootedContext> {
  const { env } = opts;
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      poolMax: env.DATABASE_POOL_MAX,
      dataDir: env.DATA_DIR,
      onIdleError: (err) =>
        logger.warn({ err: connectionFailure(err) }, 'postgres: an idle connection failed; the pool will reconnect'),
      onReopen: (what, err) =>
        what === 'reopened'
          ? logger.warn('embedded database reopened after its session broke')
          : logger.error(
              { err },
              `embedded database ${what === 'broken' ? 'session broke (full disk?); reopening' : 'could not be reopened yet (disk still full?)'}`,
            ),
    }));
  await runMigrations(database);
  logger.info({ driver: database.driver, location: database.location }, 'database ready');

  let listenUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const publicUrl = () => env.PUBLIC_URL ?? listenUrl;
  const providers = createProviders({ env, database, logger, publicUrl }, opts.providers);
  const jobs = new JobQueue({ database, databaseUrl: env.DATABASE_URL, logger });

  const ctx: BootedContext = {
    env,
    logger,
    database,
    db: database.db,
    jobs,
    providers,
    clock: opts.clock ?? systemClock,
    secret: resolveSecret(env),
    publicUrl,
    setListenUrl: (url) => {
      listenUrl = url;
    },
  };
  // The admin account (and, in development, its printed password) exists before anyone can sign in.
  if ((opts.role ?? 'web') === 'web') {
    await ensureAdminAccount(ctx);
    await ensureOwner(ctx);
  }
  await jobs.start([...jobDefinitions, ...(opts.extraJobs ?? [])], () => ctx, opts.runWorkers ?? env.RUN_WORKERS);
  return ctx;
}

/** Stops jobs (letting running ones finish) and closes the database. */
export async function shutdown(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.database.close();
}
