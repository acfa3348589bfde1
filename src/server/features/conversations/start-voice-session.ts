import {
  CHAT_ENDED_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_VISITOR_MESSAGES,
  MAX_VOICE_SESSIONS,
  VOICE_NEEDS_KEY_MESSAGE,
  VOICE_SESSION_LIMIT_MESSAGE,
  type TVoiceSessionResponse,
} from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { TOOL_SPECS } from '../voice-tools/specs';
import { reserveVoiceSession, type ConversationRow } from './conversations.repo';
import { SYSTEM_SUFFIX } from './llm-engine';
import { openVoiceWindow } from './voice-session-window';

/** Characters of a chat's prompt a voice session is given as its instructions. */
export const MAX_VOICE_INSTRUCTIONS = 8000;

/** Voice needs the Realtime API, so an OpenAI key; the Sandbox has no voice. */
export const voiceAvailable = (ctx: AppContext): boolean => Boolean(ctx.providers.llm.realtimeSecret);

/**
 * POST …/agent-chats/{chatId}/voice-session: a short-lived Realtime client secret for this
 * conversation's prompt and tools (the browser connects with it; the API key stays here). An ended
 * or full conversation gets none, as a typed message would not be taken either, and a chat opens
 * at most MAX_VOICE_SESSIONS of them.
 */
export async function startVoiceSession(
  ctx: AppContext,
  conversation: ConversationRow,
  /** A visitor's address (null when unknown); absent for an admin's test chat. */
  visitorAddress?: string | null,
): Promise<TVoiceSessionResponse> {
  const llm = ctx.providers.llm;
  if (!llm.realtimeSecret) throw new AppError('CONFLICT', VOICE_NEEDS_KEY_MESSAGE);
  if (conversation.endedAt) throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
  if (conversation.visitorMessages >= MAX_VISITOR_MESSAGES)
    throw new AppError('RATE_LIMITED', CHAT_MESSAGE_LIMIT_MESSAGE);
  // A visitor's sessions also count against their network's and the site's daily budget.
  if (visitorAddress !== undefined)
    await spendDailyAllowance(ctx, visitorAddress ?? 'unknown', anonymousAllowances(ctx.env).voiceSession);
  // Counted before minting: a secret is paid talk time, and a refused mint is rare.
  if (!(await reserveVoiceSession(ctx.db, conversation.id, MAX_VOICE_SESSIONS)))
    throw new AppError('RATE_LIMITED', VOICE_SESSION_LIMIT_MESSAGE);
  const secret = await llm.realtimeSecret({
    // The prompt is the visitor's own text: bounded, as the session's output is (openai-realtime.ts).
    instructions: `${conversation.prompt.slice(0, MAX_VOICE_INSTRUCTIONS)}${SYSTEM_SUFFIX}\nSpeak first: greet the caller as ${conversation.agentName}.`,
    tools: Object.values(TOOL_SPECS),
  });
  await openVoiceWindow(ctx, conversation.id);
  return { clientSecret: secret.clientSecret, expiresAt: secret.expiresAt.toISOString(), model: secret.model };
}
