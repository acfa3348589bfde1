import type { TToolCallView, TToolName } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { findCallConversation, listToolCalls, listToolCallsOfCalls, type ToolCallRow } from './conversations.repo';

export interface CallToolEffects {
  meetingBooked: boolean;
  transferred: boolean;
  /** The callee asked for a person and nobody was put through: why (e.g. outside transfer hours). */
  personRequested: string | null;
}

function effectsOf(calls: Array<Pick<ToolCallRow, 'name' | 'result'>>): CallToolEffects {
  const asked = calls.filter((c) => c.name === 'transfer_to_human');
  const notPut = asked.find((c) => c.result.transferred !== true);
  return {
    meetingBooked: calls.some((c) => c.name === 'book_meeting' && c.result.booked === true),
    transferred: asked.some((c) => c.result.transferred === true),
    personRequested: notPut ? String(notPut.result.explanation ?? 'nobody could be put through') : null,
  };
}

/**
 * What the agent's tools did on a call (its conversation's record, whoever drove it: the Sandbox
 * engine or a voice provider calling the tool endpoints). The call's reading takes these as facts.
 */
export async function callToolEffects(ctx: AppContext, callId: string): Promise<CallToolEffects | null> {
  const conversation = await findCallConversation(ctx.db, callId);
  if (!conversation) return null;
  return effectsOf(await listToolCalls(ctx.db, conversation.id));
}

/**
 * The tool calls of many calls at once (a test run's attempts), with what they did: in a test
 * conversation each result is what the tool would have done, marked `test`.
 */
export async function toolCallsOfCalls(
  ctx: AppContext,
  callIds: string[],
): Promise<Map<string, { toolCalls: TToolCallView[]; effects: CallToolEffects }>> {
  const byCall = new Map<string, ToolCallRow[]>();
  for (const { callId, call } of await listToolCallsOfCalls(ctx.db, callIds))
    byCall.set(callId, [...(byCall.get(callId) ?? []), call]);
  return new Map(
    [...byCall].map(([callId, rows]) => [
      callId,
      {
        toolCalls: rows.map((r) => ({ name: r.name as TToolName, input: r.input, result: r.result, test: r.test })),
        effects: effectsOf(rows),
      },
    ]),
  );
}
