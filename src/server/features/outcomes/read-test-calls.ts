import { FINISHED_CALL_STATUSES } from '@common/outreach/states';
import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { readCampaignSettings } from '../campaign-settings/read-campaign-settings';
import { readCall, toLines } from './read-call';
import type { Line, ToolEffects } from './read-disposition';

export interface TestCallReading {
  transcript: Line[];
  /** Null while the call is not finished. */
  disposition: string | null;
  summary: string | null;
}

/**
 * A test run's attempts as a live call would be read (the campaign's dispositions, the tools'
 * facts), never stored: a test is no result. The deterministic reader only, so opening the list
 * costs no model call.
 */
export async function readTestCalls(
  ctx: AppContext,
  campaignId: string,
  calls: CallRow[],
  effects: Map<string, ToolEffects>,
): Promise<Map<string, TestCallReading>> {
  const settings = await readCampaignSettings(ctx.db, campaignId);
  return new Map(
    calls.map((call): [string, TestCallReading] => {
      const transcript = toLines(call.transcripts, call.transcript);
      if (!FINISHED_CALL_STATUSES.includes(call.status as never))
        return [call.id, { transcript, disposition: null, summary: null }];
      const r = readCall(
        {
          endReason: call.endReason,
          answeredBy: call.answeredBy,
          durationSeconds: call.durationSeconds,
          lines: transcript,
          toolEffects: effects.get(call.id) ?? null,
        },
        settings.dispositions,
        settings.fields,
      );
      return [call.id, { transcript, disposition: r.disposition, summary: r.summary }];
    }),
  );
}
