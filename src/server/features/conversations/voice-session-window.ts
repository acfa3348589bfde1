import {
  VOICE_SESSION_FIRST_MESSAGE,
  VOICE_SESSION_MINUTES,
  VOICE_SESSION_OVER_MESSAGE,
} from '@common/conversations/tool-arguments';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { currentCount, setCount } from '../limits/counters';
import type { ConversationRow } from './conversations.repo';

// A voice session is paid Realtime time: what the browser relays for it (tool calls, transcript
// lines) is taken only while one is open, VOICE_SESSION_MINUTES from its minting.

const key = (conversationId: string) => `voice-live:${conversationId}`;

export const openVoiceWindow = (ctx: AppContext, conversationId: string) =>
  setCount(ctx, key(conversationId), 1, VOICE_SESSION_MINUTES * 60_000);

/** Refuses a relay for a chat with no voice session, or whose last one is over. */
export async function assertVoiceWindow(ctx: AppContext, conversation: ConversationRow): Promise<void> {
  if (conversation.voiceSessions === 0) throw new AppError('CONFLICT', VOICE_SESSION_FIRST_MESSAGE);
  if (!(await currentCount(ctx, key(conversation.id)))) throw new AppError('CONFLICT', VOICE_SESSION_OVER_MESSAGE);
}
