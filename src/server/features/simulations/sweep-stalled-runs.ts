import type { AppContext } from '../../context';
import { failStalledSimulationRuns } from '../simulation-runs/fail-stalled-simulation-runs';
import { STALLED_RUN_MS } from './run-bounds';

// Runs whose job died (SIGKILL, a crash) stay `running` with nothing working them: the panel would
// spin forever and the campaign refuse every new run. The sweep fails them with a sentence saying
// to start again. On the embedded database one process owns the data, so at its start every run
// whose job was taken is known to be dead; with PostgreSQL other workers may be running runs, so
// only the heartbeat decides. A run whose job is still queued is never failed (it has not begun).

const SWEEP_EVERY_MS = 60_000;
const sweeps = new WeakSet<AppContext>();

/** Fails stalled runs (of one campaign; every started run when `all`); answers how many. */
export async function sweepStalledRuns(
  ctx: AppContext,
  opts: { all?: boolean; campaignId?: string } = {},
): Promise<number> {
  const now = ctx.clock.now().getTime();
  const before = new Date(opts.all ? now + 1 : now - STALLED_RUN_MS);
  const ids = await failStalledSimulationRuns(ctx, before, opts.campaignId);
  if (ids.length) ctx.logger.info({ runIds: ids }, 'simulation runs lost their process: failed');
  return ids.length;
}

/** Sweeps once as the workers start (everything, on the embedded database), then every minute. */
export async function startStalledRunSweep(app: AppContext): Promise<void> {
  if (sweeps.has(app)) return;
  sweeps.add(app);
  const sweep = (all: boolean) =>
    sweepStalledRuns(app, { all }).catch((err) => app.logger.warn({ err }, 'simulation run sweep failed'));
  await sweep(app.database.driver === 'pglite');
  const timer = setInterval(() => {
    // Only a stopped queue ends the sweep: a database outage must not.
    if (!app.jobs.running) return void clearInterval(timer);
    void sweep(false);
  }, SWEEP_EVERY_MS);
  timer.unref();
}
