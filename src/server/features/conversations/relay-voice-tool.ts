import {
  CHAT_ENDED_MESSAGE,
  type TConversationMode,
  type TToolName,
  type TVoiceToolRelayRequest,
  type TVoiceToolRelayResponse,
} from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { ToolCallRecord } from './agent';
import { endConversation, insertToolCalls, listToolCalls, type ConversationRow } from './conversations.repo';
import { runTool } from './tools/run-tool';

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
  const input = argumentsOf(req.arguments);
  const earlier: ToolCallRecord[] = (await listToolCalls(ctx.db, conversation.id)).map((c) => ({
    name: c.name as TToolName,
    input: c.input,
    result: c.result,
    test: c.test,
  }));
  const mode = conversation.mode as TConversationMode;
  const record = await runTool({ ctx, conversation, mode, earlier }, req.name, input);
  // Filed under the agent's latest turn, as a typed turn's tools are.
  await insertToolCalls(ctx.db, [
    { conversationId: conversation.id, turnSeq: 2 * conversation.visitorMessages, ...record },
  ]);
  const ended = req.name === 'end_call';
  if (ended) await endConversation(ctx.db, conversation.id, ctx.clock.now());
  return { ...(req.callId ? { callId: req.callId } : {}), toolCall: record, ended };
}
