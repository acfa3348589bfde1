import type { THealthResponse } from '@common/system/health';
import type { AppContext } from '../../context';
import { databaseWritable } from '../../db/disk-state';

export async function getHealth(ctx: AppContext): Promise<THealthResponse> {
  const started = performance.now();
  let dbOk = true;
  try {
    await ctx.database.sql.query('select 1');
  } catch (err) {
    dbOk = false;
    ctx.logger.error({ err }, 'health: database unreachable');
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const writable = dbOk && (await databaseWritable(ctx.database));
  const jobs = await ctx.jobs.health();
  return {
    status: dbOk && writable && jobs.ok ? 'ok' : 'degraded',
    database: { ok: dbOk, writable, driver: ctx.database.driver, latencyMs },
    jobs,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
