import {
  CHAT_ENDED_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_VISITOR_MESSAGES,
  type TVoiceTurnsRequest,
  type TVoiceTurnsResponse,
} from '@common/conversations/schemas';
import { MAX_AGENT_TURN_TEXT } from '@common/conversations/tool-arguments';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { assertVoiceWindow } from './voice-session-window';
import { appendTurnText, findConversation, reserveVisitorMessage, type ConversationRow } from './conversations.repo';

/**
 * POST …/agent-chats/{chatId}/voice-turns: the transcript lines of a voice session as the browser
 * heard them (the caller's words transcribed, the agent's spoken text). Each caller line counts
 * against the chat's message limit exactly as a typed one does; past it the answer is the same 429.
 * Only a chat that was given a voice session has a transcript to record.
 */
export async function recordVoiceTurns(
  ctx: AppContext,
  conversation: ConversationRow,
  turns: TVoiceTurnsRequest['turns'],
): Promise<TVoiceTurnsResponse> {
  if (conversation.endedAt) throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
  await assertVoiceWindow(ctx, conversation);
  let n = conversation.visitorMessages;
  let recorded = 0;
  for (const turn of turns) {
    if (turn.role === 'visitor') {
      const next = await reserveVisitorMessage(ctx.db, conversation.id, MAX_VISITOR_MESSAGES);
      if (next === null) {
        const now = await findConversation(ctx.db, conversation.id);
        if (now && !now.endedAt) throw new AppError('RATE_LIMITED', CHAT_MESSAGE_LIMIT_MESSAGE);
        throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
      }
      n = next;
    }
    const seq = turn.role === 'visitor' ? 2 * n - 1 : 2 * n;
    // An agent turn grows line by line: it stops at MAX_AGENT_TURN_TEXT, so after the chat's last
    // caller line more agent lines add nothing (the chat holds at most 21 agent turns).
    await appendTurnText(
      ctx.db,
      { conversationId: conversation.id, seq, role: turn.role, text: turn.text },
      MAX_AGENT_TURN_TEXT,
    );
    recorded++;
  }
  return { recorded, ended: false };
}
