import type { TFieldValue, TOutcomeSettings } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { readOneCall } from './read-one-call';
import { readCampaignSettings } from '../campaign-settings/read-campaign-settings';
import { insertOutcomes, unreadFinishedCalls, type CallRow } from './outcomes.repo';

// The outcome writer in bulk: every finished campaign call of a campaign that has no outcome yet
// gets one, once. Each call is read by its call.finished handler (read-finished-call.ts); this
// catches up on calls finished before that (an explicit admin action, never a page view).

const BATCH = 200;

export const templateVersionOf = (call: Pick<CallRow, 'metadata'>): string => {
  const v = (call.metadata as { templateVersion?: unknown }).templateVersion;
  return typeof v === 'string' && v ? v : 'base';
};

/** Reads every finished, unread call of a campaign (or of all campaigns). Answers how many were written. */
export async function readFinishedCalls(ctx: AppContext, campaignId: string | null): Promise<number> {
  let written = 0;
  const settingsCache = new Map<string, TOutcomeSettings>();
  for (;;) {
    const batch = await unreadFinishedCalls(ctx.db, campaignId, BATCH);
    if (!batch.length) return written;
    const rows: Array<
      Parameters<typeof insertOutcomes>[1][number] & {
        fields: Record<string, TFieldValue>;
        reader: string;
        templateVersion: string;
        campaignId: string;
        leadId: string;
      }
    > = [];
    for (const call of batch) {
      const cid = call.leadCampaignId;
      if (!settingsCache.has(cid)) settingsCache.set(cid, await readCampaignSettings(ctx.db, cid));
      const r = await readOneCall(ctx, call, settingsCache.get(cid)!);
      rows.push({
        callId: call.id,
        leadId: call.leadId!,
        campaignId: cid,
        disposition: r.disposition,
        summary: r.summary,
        fields: r.fields,
        reader: r.reader,
        templateVersion: templateVersionOf(call),
      });
    }
    const ids = new Set(await insertOutcomes(ctx.db, rows));
    written += ids.size;
    if (batch.length < BATCH) return written;
  }
}
