import { apiRequest } from '@client/lib/api';
import { streamChatMessage, type StreamHandlers } from '@client/shared/agent-chat/stream-chat';
import {
  ZChatMessageResponse,
  ZReplayChatResponse,
  ZStartChatResponse,
  type TChatMessageResponse,
  type TReplayChatResponse,
  type TStartAdminChatRequest,
  type TStartChatResponse,
} from '@common/conversations/schemas';

const chatPath = (chatId: string) => `/api/admin/agent-chats/${encodeURIComponent(chatId)}`;

export async function startAdminChat(input: TStartAdminChatRequest): Promise<TStartChatResponse> {
  return ZStartChatResponse.parse(await apiRequest('POST', '/api/admin/agent-chats', input));
}

/** A test chat line, the reply streamed as it arrives (the JSON route when no stream can be opened). */
export async function sendAdminChatMessage(
  chatId: string,
  text: string,
  on: StreamHandlers,
): Promise<TChatMessageResponse> {
  return streamChatMessage(`${chatPath(chatId)}/messages/stream`, text, on, async () =>
    ZChatMessageResponse.parse(await apiRequest('POST', `${chatPath(chatId)}/messages`, { text })),
  );
}

/** A new test chat carrying the turns before the visitor message `fromSeq`. */
export async function replayAdminChat(chatId: string, fromSeq: number): Promise<TReplayChatResponse> {
  return ZReplayChatResponse.parse(await apiRequest('POST', `${chatPath(chatId)}/replay`, { fromSeq }));
}
