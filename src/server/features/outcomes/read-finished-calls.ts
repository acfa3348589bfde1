import { DO_NOT_CALL, INTERESTED, type TFieldValue, type TOutcomeSettings } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { addToDoNotCall } from '../dispatch/do-not-call';
import { emitWebhookEvents } from '../webhooks/emit-webhook-event';
import { readWithLlm } from './llm-reader';
import { readCampaignSettings } from '../campaign-settings/read-campaign-settings';
import { insertOutcomes, unreadFinishedCalls, type CallRow } from './outcomes.repo';
import { readCall, toLines } from './read-call';
import { readDisposition } from './read-disposition';

// The outcome writer: every finished campaign call gets one outcome (disposition, summary, fields,
// reader, prompt version), once. Runs after calls settle (refreshCampaignCalls, which the dispatch
// job and "update call status" use) and before anything reads outcomes (Results, lead details,
// the Dev Queue, the export), so a call settled by a webhook or the poll job is read too.

const BATCH = 200;

export const templateVersionOf = (call: Pick<CallRow, 'metadata'>): string => {
  const v = (call.metadata as { templateVersion?: unknown }).templateVersion;
  return typeof v === 'string' && v ? v : 'base';
};

async function readOne(ctx: AppContext, call: CallRow, settings: TOutcomeSettings) {
  const lines = toLines(call.transcripts, call.transcript);
  const readerCall = {
    endReason: call.endReason,
    answeredBy: call.answeredBy,
    durationSeconds: call.durationSeconds,
    lines,
  };
  const sandbox = readCall(readerCall, settings.dispositions, settings.fields);
  const hardFact = ['voicemail', 'no answer', 'busy', 'failed'].includes(readDisposition(readerCall).disposition);
  if (ctx.providers.llm.mode !== 'live' || hardFact) return { ...sandbox, reader: 'sandbox' as const };
  try {
    const r = await readWithLlm(
      ctx.providers.llm,
      { lines, durationSeconds: call.durationSeconds, dispositions: settings.dispositions, fields: settings.fields },
      () => sandbox,
    );
    return { ...r, reader: 'llm' as const };
  } catch (err) {
    ctx.logger.warn({ err, callId: call.id }, 'LLM call reading failed; using the transcript reader');
    return { ...sandbox, reader: 'sandbox' as const };
  }
}

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
      const r = await readOne(ctx, call, settingsCache.get(cid)!);
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
    // The outcomes and their events commit together: call.completed with the outcome, and
    // lead.qualified when the call made the lead a Dev Queue lead (keyed: never sent twice).
    const ids = await ctx.db.transaction(async (tx) => {
      const written = new Set(await insertOutcomes(tx, rows));
      const fresh = rows.filter((r) => written.has(r.callId));
      const callOf = (id: string) => batch.find((c) => c.id === id)!;
      await emitWebhookEvents(
        tx,
        'call.completed',
        fresh.map((r) => {
          const c = callOf(r.callId);
          return {
            key: `call.completed:${r.callId}`,
            data: {
              callId: r.callId,
              leadId: r.leadId,
              campaignId: r.campaignId,
              status: c.status,
              endReason: c.endReason,
              durationSeconds: c.durationSeconds,
              answeredBy: c.answeredBy,
              recordingUrl: c.recordingUrl,
              disposition: r.disposition,
              summary: r.summary,
              fields: r.fields,
              reader: r.reader,
              templateVersion: r.templateVersion,
            },
          };
        }),
      );
      await emitWebhookEvents(
        tx,
        'lead.qualified',
        fresh
          .filter((r) => r.disposition.toLowerCase() === INTERESTED)
          .map((r) => ({
            key: `lead.qualified:${r.callId}`,
            data: {
              leadId: r.leadId,
              callId: r.callId,
              campaignId: r.campaignId,
              disposition: r.disposition,
              summary: r.summary,
              fields: r.fields,
              judgedBy: r.reader,
            },
          })),
      );
      return written;
    });
    written += ids.size;
    // A callee's opt-out on a live call feeds the do-not-call list (a Sandbox call dialled nobody).
    for (const r of rows) {
      const call = batch.find((c) => c.id === r.callId)!;
      const live = (call.metadata as { mode?: string }).mode === 'live';
      if (ids.has(r.callId) && live && r.disposition.toLowerCase() === DO_NOT_CALL)
        await addToDoNotCall(ctx, call.phoneNumber, 'Asked on a call not to be called again');
    }
    if (batch.length < BATCH) return written;
  }
}
