import type { Env } from '../env';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/**
 * What every adapter factory receives. In its own file so that the factories (voice/index.ts,
 * web/index.ts, ...) need not import providers/index.ts, which imports them: no import cycle.
 */
export interface ProviderDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Absolute base URL of this app (sandbox checkout pages, webhook targets). */
  publicUrl: () => string;
}
