import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findConversation, type ConversationRow } from './conversations.repo';
import { CHAT_NOT_FOUND } from './start-agent-chat';

/** A wizard chat, only for the visitor whose signed cookie started it (404 for anyone else). */
export async function findVisitorChat(
  ctx: AppContext,
  chatId: string,
  visitorId: string | null,
): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, chatId);
  if (!conversation || conversation.mode !== 'chat' || !visitorId || conversation.visitorId !== visitorId)
    throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
  return conversation;
}

/** An admin's test conversation (the admin guard has already run). */
export async function findAdminChat(ctx: AppContext, chatId: string): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, chatId);
  if (!conversation || conversation.mode !== 'test') throw new AppError('NOT_FOUND', 'Chat not found');
  return conversation;
}
