import type { TChatMessageResponse } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { findAdminChat } from './find-chat';
import { runTurn } from './run-turn';

/** POST /api/admin/agent-chats/{chatId}/messages: a line in an admin's test conversation. */
export async function sendAdminChatMessage(
  ctx: AppContext,
  chatId: string,
  text: string,
): Promise<TChatMessageResponse> {
  return runTurn(ctx, await findAdminChat(ctx, chatId), text);
}
