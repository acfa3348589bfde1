import { apiRequest } from '@client/lib/api';
import {
  ZChatMessageResponse,
  ZStartChatResponse,
  type TChatMessageResponse,
  type TStartAdminChatRequest,
  type TStartChatResponse,
} from '@common/conversations/schemas';

export async function startAdminChat(input: TStartAdminChatRequest): Promise<TStartChatResponse> {
  return ZStartChatResponse.parse(await apiRequest('POST', '/api/admin/agent-chats', input));
}

export async function sendAdminChatMessage(chatId: string, text: string): Promise<TChatMessageResponse> {
  return ZChatMessageResponse.parse(
    await apiRequest('POST', `/api/admin/agent-chats/${encodeURIComponent(chatId)}/messages`, { text }),
  );
}
