import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { deleteImportingCampaign, findAbandonedImports, tidyImportRows } from './campaign-imports.repo';

// An import writes into a hidden 'importing' campaign batch by batch and undoes it when it fails;
// a process killed mid-import cannot. Its campaign stays hidden (no list, count or dispatch sees
// it) until the sweeper deletes it with its leads:
//  - when the web process starts on the embedded database: only one process can open it, and no
//    import has begun before the routes exist, so every importing campaign is a dead one's;
//  - every minute, on either database, those whose import row has not moved for STALE_MS. A live
//    import moves it at least every few hundred milliseconds while it writes, so minutes of
//    silence mean its process is gone (PostgreSQL is shared by several processes, so "all at
//    start" would delete another process's import there).

const STALE_MS = 5 * 60_000;
const EVERY_MS = 60_000;
/** Finished import rows answer the Upload tab's last polls, then are forgotten. */
const FORGET_MS = 24 * 60 * 60_000;

/** Deletes abandoned importing campaigns (all of them with `everyImporting`); answers how many. */
export async function sweepImports(app: AppContext, everyImporting = false): Promise<{ deleted: number }> {
  const now = app.clock.now().getTime();
  const staleBefore = new Date(now - STALE_MS);
  let deleted = 0;
  for (const id of await findAbandonedImports(app.db, everyImporting ? null : staleBefore))
    if (await deleteImportingCampaign(app.db, id)) deleted++;
  await tidyImportRows(app.db, staleBefore, new Date(now - FORGET_MS));
  if (deleted > 0) app.logger.warn({ deleted }, 'removed campaigns left half-imported by a process that stopped');
  return { deleted };
}

/** At the web process's start: everything importing on the embedded database, the stale ones on PostgreSQL. */
export const sweepImportsAtStart = (app: AppContext) => sweepImports(app, app.database.driver === 'pglite');

export const sweepImportsJob = defineJob({
  name: 'campaign-imports.sweep',
  payload: z.object({}),
  admin: true,
  watchable: false,
  handler: (_payload, { app }) => sweepImports(app),
  background(app) {
    const timer = setInterval(
      () => void sweepImports(app).catch((err) => app.logger.debug({ err }, 'import sweep failed; next minute')),
      EVERY_MS,
    );
    timer.unref();
    return { stop: async () => clearInterval(timer) };
  },
});
