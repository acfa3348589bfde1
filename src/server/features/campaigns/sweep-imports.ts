import type { AppContext } from '../../context';
import { deleteFinishedImports, findAbandonedImports, updateImport } from './import-status.repo';
import { deleteImportingCampaign, findAbandonedImportingCampaigns } from './lead-bulk.repo';

// Imports whose process died mid-way (SIGKILL, a crash, a failed clean-up) leave a hidden
// `importing` campaign and an unfinished progress row. A running import writes its row at least
// every few hundred milliseconds, so one silent for ABANDONED_AFTER_MS is dead. On the embedded
// database one process owns the data: at its start every unfinished import is known to be dead.

export const ABANDONED_AFTER_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const KEEP_FINISHED_MS = 24 * 60 * 60_000;

export async function sweepImports(ctx: AppContext, all = false): Promise<{ campaigns: number }> {
  const now = Date.now();
  const before = new Date(all ? now : now - ABANDONED_AFTER_MS);
  let removed = 0;
  for (const imp of await findAbandonedImports(ctx.db, before))
    await ctx.db.transaction(async (tx) => {
      if (imp.campaignId && (await deleteImportingCampaign(tx, imp.campaignId))) removed++;
      await updateImport(tx, imp.id, { state: 'failed' });
    });
  for (const id of await findAbandonedImportingCampaigns(ctx.db, before))
    if (await deleteImportingCampaign(ctx.db, id)) removed++;
  await deleteFinishedImports(ctx.db, new Date(now - KEEP_FINISHED_MS));
  return { campaigns: removed };
}

/** Sweeps once before the routes open (everything, on the embedded database), then every minute. */
export async function startImportSweeper(ctx: AppContext): Promise<{ stop(): void }> {
  const sweep = (all: boolean) =>
    sweepImports(ctx, all)
      .then(({ campaigns }) => campaigns && ctx.logger.info({ campaigns }, 'removed campaigns of abandoned imports'))
      .catch((err) => ctx.logger.warn({ err }, 'import sweep failed'));
  await sweep(ctx.database.driver === 'pglite');
  const timer = setInterval(() => void sweep(false), SWEEP_EVERY_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
  };
}
