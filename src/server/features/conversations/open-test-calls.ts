import type { TTestCallList } from '@common/dispatch/schemas';
import type { AppContext } from '../../context';
import { listCampaignTestCalls } from '../dispatch/control-dispatch';
import { readTestCalls } from '../outcomes/read-test-calls';
import { toolCallsOfCalls } from './call-tool-effects';

/**
 * GET …/test-calls: the campaign's test attempts, labelled Test in the Dispatch tab, opened like
 * live calls: the transcript, the agent's tools with what they would have done, and what the call
 * would have been recorded as.
 */
export async function getTestCalls(ctx: AppContext, campaignId: string): Promise<TTestCallList> {
  const { items, total } = await listCampaignTestCalls(ctx, campaignId);
  const tools = await toolCallsOfCalls(
    ctx,
    items.map((i) => i.call.id),
  );
  const effects = new Map([...tools].map(([id, t]) => [id, t.effects]));
  const readings = await readTestCalls(
    ctx,
    campaignId,
    items.map((i) => i.call),
    effects,
  );
  return {
    total,
    items: items.map(({ call, companyName, email }) => {
      const reading = readings.get(call.id)!;
      return {
        id: call.id,
        runId: call.dispatchRunId!,
        leadId: call.leadId!,
        lead: companyName || email,
        phoneNumber: call.phoneNumber,
        status: call.status,
        endReason: call.endReason,
        answeredBy: call.answeredBy,
        durationSeconds: call.durationSeconds,
        summary: call.summary,
        createdAt: call.createdAt.toISOString(),
        transcript: reading.transcript,
        toolCalls: tools.get(call.id)?.toolCalls ?? [],
        disposition: reading.disposition,
        dispositionSummary: reading.summary,
      };
    }),
  };
}
