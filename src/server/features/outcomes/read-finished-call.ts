import type { TFieldValue } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { readCampaignSettings } from '../campaign-settings/read-campaign-settings';
import { findFinishedCampaignCall, findOutcome, insertOutcomes, type OutcomeRow } from './outcomes.repo';
import { readOneCall } from './read-one-call';
import type { ToolEffects } from './read-disposition';
import { templateVersionOf } from './read-finished-calls';

/** What a finished campaign call was read as: the facts its event handlers pass on. */
export interface CallReading {
  callId: string;
  leadId: string;
  campaignId: string;
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
  reader: string;
  templateVersion: string;
}

const readingOf = (o: OutcomeRow): CallReading => ({
  callId: o.callId,
  leadId: o.leadId,
  campaignId: o.campaignId,
  disposition: o.disposition,
  summary: o.summary,
  fields: o.fields,
  reader: o.reader,
  templateVersion: o.templateVersion,
});

/**
 * The call.finished handler of outcomes: reads the call once (disposition, summary, fields; the LLM
 * when one is live) and stores it. A redelivered event finds the stored reading and answers it
 * unchanged. Null: not a campaign call of a lead (trials, test runs, the test page have none).
 */
export async function readFinishedCall(
  ctx: AppContext,
  callId: string,
  toolEffects: ToolEffects | null = null,
): Promise<CallReading | null> {
  const call = await findFinishedCampaignCall(ctx.db, callId);
  if (!call) return null;
  const stored = await findOutcome(ctx.db, callId);
  if (stored) return readingOf(stored);
  const r = await readOneCall(ctx, call, await readCampaignSettings(ctx.db, call.leadCampaignId), toolEffects);
  await insertOutcomes(ctx.db, [
    {
      callId,
      leadId: call.leadId!,
      campaignId: call.leadCampaignId,
      disposition: r.disposition,
      summary: r.summary,
      fields: r.fields,
      reader: r.reader,
      templateVersion: templateVersionOf(call),
    },
  ]);
  // First writer wins (a reading racing this one): answer what was stored.
  return readingOf((await findOutcome(ctx.db, callId))!);
}
