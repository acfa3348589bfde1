import type { TChatMessageResponse } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { findVisitorChat } from './find-chat';
import { runTurn } from './run-turn';

/** POST /api/agent-chats/{chatId}/messages: the visitor's line and the agent's reply (their own chat only). */
export async function sendAgentChatMessage(
  ctx: AppContext,
  chatId: string,
  visitorId: string | null,
  text: string,
): Promise<TChatMessageResponse> {
  return runTurn(ctx, await findVisitorChat(ctx, chatId, visitorId), text);
}
