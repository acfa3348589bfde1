import {
  CHAT_ENDED_MESSAGE,
  type TConversationMode,
  type TToolName,
  type TVoiceToolRelayRequest,
  type TVoiceToolRelayResponse,
} from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { assertVoiceWindow } from './voice-session-window';
import type { ToolCallRecord } from './agent';
import { endConversation, insertToolCalls, listToolCalls, type ConversationRow } from './conversations.repo';
import { runTool } from './tools/run-tool';
import { assertToolCallRoom, toolArguments } from './tools/tool-call-bounds';

/** Realtime sends a function call's arguments as a JSON string; an object is taken as it is. */
function argumentsOf(raw: TVoiceToolRelayRequest['arguments']): Record<string, unknown> {
  if (typeof raw !== 'string') return raw;
  if (!raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION', 'The tool arguments must be a JSON object.');
}

/**
 * POST …/agent-chats/{chatId}/voice-tools: a tool the Realtime model called in the browser, run
 * here through the same runTool as a typed chat (the conversation's mode decides whether anything
 * real changes) and stored on the conversation. The answer goes back to the model as the
 * function call's output.
 */
export async function relayVoiceTool(
  ctx: AppContext,
  conversation: ConversationRow,
  req: TVoiceToolRelayRequest,
): Promise<TVoiceToolRelayResponse> {
  if (conversation.endedAt) throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
  // Only a browser that was given a Realtime session has a model calling tools.
  await assertVoiceWindow(ctx, conversation);
  const input = toolArguments(req.name, argumentsOf(req.arguments));
  // Filed under the agent's latest turn, as a typed turn's tools are.
  const turnSeq = 2 * conversation.visitorMessages;
  // Bounded by the per-chat cap, so this read stays small however long the chat runs.
  const stored = await listToolCalls(ctx.db, conversation.id);
  assertToolCallRoom(stored, turnSeq);
  const earlier: ToolCallRecord[] = stored.map((c) => ({
    name: c.name as TToolName,
    input: c.input,
    result: c.result,
    test: c.test,
  }));
  const mode = conversation.mode as TConversationMode;
  const record = await runTool({ ctx, conversation, mode, earlier }, req.name, input);
  await insertToolCalls(ctx.db, [{ conversationId: conversation.id, turnSeq, ...record }]);
  const ended = req.name === 'end_call';
  if (ended) await endConversation(ctx.db, conversation.id, ctx.clock.now());
  return { ...(req.callId ? { callId: req.callId } : {}), toolCall: record, ended };
}
