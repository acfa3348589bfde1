import { it } from 'vitest';

/**
 * A race test: concurrent requests that must not both win. The embedded database (PGlite) has
 * one connection, so its requests queue and can never race: such a test would pass whatever the
 * code does. Race tests therefore run only against PostgreSQL (TEST_DATABASE_URL; .ci/run requires
 * that lane under CI=true) and show as skipped on the embedded lane.
 */
export const itRaces: typeof it = (process.env.TEST_DATABASE_URL ? it : it.skip) as typeof it;
