import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import type { TCampaignSource, TValidLead } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { bulkWriteStarted, noteDatabaseProgress } from '../../db/busy';
import { DISK_FULL_MESSAGE, isDiskFull, markDiskFull } from '../../db/disk-state';
import { finishCampaignImport } from '../outreach-state/outreach-state';
import { deleteImportingCampaign, insertImportingCampaign, saveImportStatus } from './campaign-imports.repo';
import { countLeadsSharedWithRunningCampaigns, type LeadToInsert } from './campaigns.repo';
import { copyLeadBatch } from './lead-bulk.repo';
import { leadPhoneE164, leadPhoneReader } from './lead-phone';

export interface SaveCampaignInput {
  name: string;
  source: TCampaignSource;
  leads: TValidLead[];
  createdBy: string | null;
  /** Names the import's progress row (GET …/imports/{id}); one is made up when absent. */
  importId?: string;
}

/**
 * Leads per batch, each batch one COPY committed on its own. On the embedded database a batch holds
 * this thread (PGlite runs in it) and the one connection while it also updates the trigram index:
 * 2,000 leads took 170 ms (max 260 ms) a statement on a quiet machine, 250 leads 15 ms (max 85 ms),
 * and 100k leads in all took no longer in small batches (8.3 s vs 7.6 s). On PostgreSQL the COPY
 * runs on a pooled connection of its own, so larger batches cost other requests nothing.
 */
export const SAVE_BATCH = 250;
const SAVE_BATCH_POSTGRES = 5_000;

/** The progress row is moved at most this often (the sweeper's staleness is counted in minutes). */
const PROGRESS_EVERY_MS = 250;

/** A validated lead as the row written: the one per-lead step after the CSV rules (phone → E.164). */
export function toLeadRow(lead: TValidLead): LeadToInsert {
  return { ...lead, phoneE164: leadPhoneE164(lead.phoneNumber) };
}

/**
 * Leads whose phones are read between two turns of the event loop: reading one costs tens of
 * microseconds, so a whole batch at once held the thread for a fifth of a second and more under
 * load, and requests waited behind it (health answers within 250 ms during imports).
 */
const READ_SLICE = 250;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function* batchesOf(
  leads: TValidLead[],
  size: number,
  counted: { unreadable: number },
): AsyncGenerator<LeadToInsert[]> {
  const read = leadPhoneReader();
  for (let start = 0; start < leads.length; start += size) {
    const end = Math.min(start + size, leads.length);
    const rows: LeadToInsert[] = [];
    for (let i = start; i < end; i++) {
      const lead = leads[i];
      const phoneE164 = read(lead.phoneNumber);
      if (phoneE164 === null && lead.phoneNumber.trim() !== '') counted.unreadable += 1;
      rows.push({ ...lead, phoneE164 });
      if ((i + 1 - start) % READ_SLICE === 0) await yieldToEventLoop();
    }
    yield rows;
  }
}

/**
 * Writes a campaign and all its (already validated) leads: all or nothing, as a product rule rather
 * than one transaction. The campaign is created 'importing' (hidden from every list, count, read
 * and dispatch), its leads go in committed batches with the connection free between them, and it
 * becomes a draft, with its import marked done, in one small transaction at the end. A failure
 * deletes it; one the process did not live to undo is removed by the sweeper (sweep-imports.ts).
 * Phones are normalised a batch at a time as the batches are written, never all up front.
 * A full disk is a 507 naming the cause.
 */
export async function saveCampaign(
  ctx: AppContext,
  input: SaveCampaignInput,
): Promise<{ campaignId: string; leadCount: number; unreadablePhoneCount: number; sharedLeadCount: number }> {
  // A phone that was typed but can't be read is kept as typed and never dialled: the import
  // reports how many (a warning, not an error), and the campaign's list of them is downloadable.
  const counted = { unreadable: 0 };
  const importId = input.importId ?? randomUUID();
  const total = input.leads.length;
  let campaignId: string | null = null;
  const ended = bulkWriteStarted();
  try {
    campaignId = await ctx.db.transaction(async (tx) => {
      const id = await insertImportingCampaign(tx, {
        name: input.name,
        source: input.source,
        createdBy: input.createdBy,
      });
      await saveImportStatus(tx, importId, { state: 'writing', campaignId: id, written: 0, total });
      return id;
    });
    let written = 0;
    let shownAt = Date.now();
    const size = ctx.database.pool ? SAVE_BATCH_POSTGRES : SAVE_BATCH;
    for await (const rows of batchesOf(input.leads, size, counted)) {
      await copyLeadBatch(ctx.database, campaignId, rows);
      written += rows.length;
      noteDatabaseProgress();
      // PostgreSQL's batches are few and large: each is shown.
      if (ctx.database.pool || Date.now() - shownAt >= PROGRESS_EVERY_MS) {
        await saveImportStatus(ctx.db, importId, { state: 'writing', written });
        shownAt = Date.now();
      }
      await yieldToEventLoop();
    }
    const id = campaignId;
    await ctx.db.transaction(async (tx) => {
      // False only when the sweeper took it for abandoned meanwhile: the leads are gone with it.
      if (!(await finishCampaignImport(tx, id)))
        throw new AppError('CONFLICT', 'The import took too long and was cancelled; import the file again');
      await saveImportStatus(tx, importId, { state: 'done', written, total });
    });
    const sharedLeadCount = await countLeadsSharedWithRunningCampaigns(ctx.db, id);
    return { campaignId: id, leadCount: written, unreadablePhoneCount: counted.unreadable, sharedLeadCount };
  } catch (err) {
    await undoImport(ctx, importId, campaignId);
    if (!isDiskFull(err)) throw err;
    markDiskFull();
    throw new AppError('INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE);
  } finally {
    ended();
  }
}

/** A failed import leaves nothing: its campaign and leads go now, or (disk still full) at the next sweep. */
async function undoImport(ctx: AppContext, importId: string, campaignId: string | null): Promise<void> {
  try {
    if (campaignId) await deleteImportingCampaign(ctx.db, campaignId);
    await saveImportStatus(ctx.db, importId, { state: 'failed' });
  } catch (err) {
    ctx.logger.warn({ err, campaignId }, 'a failed import could not be undone yet; the import sweeper will remove it');
  }
}
