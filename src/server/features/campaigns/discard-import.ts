import type { AppContext } from '../../context';
import { updateImport } from './import-status.repo';
import { deleteImportingCampaign } from './lead-bulk.repo';

// A failed import's hidden campaign is deleted, leads and all, and its progress row says "failed".
// When the database can't take even that (a full disk), it is tried again every second in the
// background for a while; the import sweeper (sweep-imports.ts) is the last resort.

const RETRY_EVERY_MS = 1000;
const RETRY_FOR_MS = 10 * 60_000;

export async function discardImport(ctx: AppContext, campaignId: string, importId: string | null): Promise<void> {
  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      await deleteImportingCampaign(tx, campaignId);
      if (importId) await updateImport(tx, importId, { state: 'failed' });
    });
  try {
    await attempt();
    return;
  } catch (err) {
    ctx.logger.warn({ err, campaignId }, 'a failed import could not be removed yet; trying again');
  }
  const until = Date.now() + RETRY_FOR_MS;
  const retry = () =>
    attempt().catch(() => {
      if (Date.now() < until) setTimeout(retry, RETRY_EVERY_MS).unref();
    });
  setTimeout(retry, RETRY_EVERY_MS).unref();
}
