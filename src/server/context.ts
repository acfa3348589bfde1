import type { Env } from './env';
import type { Database, Db } from './db/client';
import type { Logger } from './logger';
import type { JobQueue } from './jobs/queue';
import type { Providers } from './providers';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a use-case may need, built once at boot (src/server/bootstrap.ts) and handed down.
 * Tests build their own with a fresh database, fake clocks and provider overrides.
 */
export interface AppContext {
  env: Env;
  logger: Logger;
  database: Database;
  db: Db;
  jobs: JobQueue;
  providers: Providers;
  clock: Clock;
  /** Signs cookies (visitor id, deposit state) and sessions. */
  secret: string;
  /** This app's absolute base URL, e.g. for webhooks and sandbox checkout pages. */
  publicUrl(): string;
}
