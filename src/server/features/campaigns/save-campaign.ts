import { AppError } from '@common/errors';
import type { TCampaignSource, TValidLead } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { DISK_FULL_MESSAGE, isDiskFull, markDiskFull } from '../../db/disk-state';
import { finishCampaignImport } from '../outreach-state/outreach-state';
import { countLeadsSharedWithRunningCampaigns, type LeadToInsert } from './campaigns.repo';
import { discardImport } from './discard-import';
import { appendLeads, insertImportingCampaign, settleLeadsTable } from './lead-bulk.repo';
import { leadPhoneE164, leadPhoneReader } from './lead-phone';

export interface SaveCampaignInput {
  name: string;
  source: TCampaignSource;
  leads: TValidLead[];
  createdBy: string | null;
  /** The upload's import (its progress row is told which campaign it writes). */
  importId?: string | null;
  /** Called after each batch is handed to the database, with the leads written so far. */
  onProgress?: (written: number, total: number) => void;
}

/**
 * Leads per batch. On the embedded database a batch is one COPY that holds this thread (PGlite runs
 * in it) while it also updates the trigram index: 2,000 leads took 170 ms (max 260 ms) a statement
 * on a quiet machine, 250 leads 15 ms (max 85 ms), and 100k leads in all took no longer in small
 * batches (8.3 s vs 7.6 s). On PostgreSQL the batches are pieces of one COPY stream.
 */
export const SAVE_BATCH = 250;

/**
 * An import of this many leads or more settles the leads table before it answers (lead-bulk.repo.ts:
 * statistics, visibility map, search index). Smaller ones change too little of a table for its
 * plans to go wrong; PostgreSQL's autovacuum catches up on those, as on every other write.
 */
export const SETTLE_AFTER_LEADS = 1_000;

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
  onProgress: SaveCampaignInput['onProgress'],
  counted: { unreadable: number },
): AsyncGenerator<LeadToInsert[]> {
  const read = leadPhoneReader();
  for (let start = 0; start < leads.length; start += SAVE_BATCH) {
    const end = Math.min(start + SAVE_BATCH, leads.length);
    const rows: LeadToInsert[] = [];
    for (let i = start; i < end; i++) {
      const lead = leads[i];
      const phoneE164 = read(lead.phoneNumber);
      if (phoneE164 === null && lead.phoneNumber.trim() !== '') counted.unreadable += 1;
      rows.push({ ...lead, phoneE164 });
      if ((i + 1 - start) % READ_SLICE === 0) await yieldToEventLoop();
    }
    yield rows;
    onProgress?.(end, leads.length);
  }
}

/**
 * Writes a campaign and all its (already validated) leads, all or nothing: the campaign is created
 * hidden (`importing`), its leads are appended in committed batches, then it becomes a draft. If
 * anything fails, the hidden campaign is deleted (discard-import.ts); a full disk is a 507 naming
 * the cause. Phones are normalised a batch at a time as the batches are written, never all up front.
 */
export async function saveCampaign(
  ctx: AppContext,
  input: SaveCampaignInput,
): Promise<{ campaignId: string; leadCount: number; unreadablePhoneCount: number; sharedLeadCount: number }> {
  // A phone that was typed but can't be read is kept as typed and never dialled: the import
  // reports how many (a warning, not an error), and the campaign's list of them is downloadable.
  const counted = { unreadable: 0 };
  let campaignId: string | null = null;
  let leadCount = 0;
  try {
    campaignId = await insertImportingCampaign(
      ctx.db,
      { name: input.name, source: input.source, createdBy: input.createdBy },
      input.importId ?? null,
    );
    leadCount = await appendLeads(ctx.database, campaignId, batchesOf(input.leads, input.onProgress, counted));
    if (!(await finishCampaignImport(ctx.db, campaignId))) throw new Error('The imported campaign is gone');
  } catch (err) {
    if (campaignId) await discardImport(ctx, campaignId, input.importId ?? null);
    if (!isDiskFull(err)) throw err;
    markDiskFull();
    throw new AppError('INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE);
  }
  // The campaign is saved from here on: neither the settling nor the warning's count undoes it.
  if (leadCount >= SETTLE_AFTER_LEADS)
    await settleLeadsTable(ctx.database).catch((err: unknown) =>
      ctx.logger.warn({ err, campaignId }, 'the leads table was not settled after an import; its lists may be slow'),
    );
  const sharedLeadCount = await countLeadsSharedWithRunningCampaigns(ctx.db, campaignId);
  return { campaignId, leadCount, unreadablePhoneCount: counted.unreadable, sharedLeadCount };
}
