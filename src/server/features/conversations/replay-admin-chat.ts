import { REPLAY_FROM_MESSAGE_ONLY, type TReplayChatResponse, type TToolName } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { copyConversationBefore, findConversation, listToolCalls, listTurns } from './conversations.repo';
import { pickEngine } from './pick-engine';
import { voiceAvailable } from './start-voice-session';

/**
 * POST /api/admin/agent-chats/{chatId}/replay: a NEW test chat with the same agent, prompt and lead
 * holding copies of the turns before the visitor message `fromSeq`, so the admin can say something
 * else there. The copied turns' tool calls are copied as recorded, not run again (a test chat's
 * tools changed nothing real anyway). The original chat is not changed.
 */
export async function replayAdminChat(ctx: AppContext, chatId: string, fromSeq: number): Promise<TReplayChatResponse> {
  const source = await findConversation(ctx.db, chatId);
  if (!source || source.mode !== 'test') throw new AppError('NOT_FOUND', 'Chat not found');
  const turns = await listTurns(ctx.db, chatId);
  if (!turns.some((t) => t.seq === fromSeq && t.role === 'visitor'))
    throw new AppError('VALIDATION', REPLAY_FROM_MESSAGE_ONLY);

  const kept = turns.filter((t) => t.seq < fromSeq);
  const copy = await copyConversationBefore(ctx.db, source, fromSeq, kept.filter((t) => t.role === 'visitor').length);
  const calls = await listToolCalls(ctx.db, copy.id);
  return {
    chatId: copy.id,
    mode: pickEngine(ctx).mode,
    conversationMode: 'test',
    agentName: copy.agentName,
    voice: voiceAvailable(ctx),
    messages: kept.map((t) => ({ role: t.role as 'agent' | 'visitor', text: t.text, seq: t.seq })),
    toolCalls: calls.map((c) => ({
      name: c.name as TToolName,
      input: c.input,
      result: c.result,
      test: c.test,
      turnSeq: c.turnSeq,
    })),
    replayedFrom: { chatId, fromSeq },
  };
}
