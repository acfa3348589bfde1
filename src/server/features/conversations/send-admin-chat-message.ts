import type { TChatMessageResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findConversation } from './conversations.repo';
import { runTurn } from './run-turn';

/** POST /api/admin/agent-chats/{chatId}/messages: a line in an admin's test conversation. */
export async function sendAdminChatMessage(
  ctx: AppContext,
  chatId: string,
  text: string,
): Promise<TChatMessageResponse> {
  const conversation = await findConversation(ctx.db, chatId);
  if (!conversation || conversation.mode !== 'test') throw new AppError('NOT_FOUND', 'Chat not found');
  return runTurn(ctx, conversation, text);
}
