import type { TChatMessageResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findConversation } from './conversations.repo';
import { runTurn } from './run-turn';
import { CHAT_NOT_FOUND } from './start-agent-chat';

/** POST /api/agent-chats/{chatId}/messages: the visitor's line and the agent's reply (their own chat only). */
export async function sendAgentChatMessage(
  ctx: AppContext,
  chatId: string,
  visitorId: string | null,
  text: string,
): Promise<TChatMessageResponse> {
  const conversation = await findConversation(ctx.db, chatId);
  if (!conversation || conversation.mode !== 'chat' || !visitorId || conversation.visitorId !== visitorId)
    throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
  return runTurn(ctx, conversation, text);
}
