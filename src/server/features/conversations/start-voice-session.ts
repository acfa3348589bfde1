import type { TToolName } from '@common/conversations/schemas';
import {
  CHAT_ENDED_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_VISITOR_MESSAGES,
  MAX_VOICE_SESSIONS,
  VOICE_NEEDS_KEY_MESSAGE,
  VOICE_SESSION_LIMIT_MESSAGE,
  type TVoiceSessionResponse,
} from '@common/conversations/schemas';
import { VOICE_SESSION_MINUTES } from '@common/conversations/tool-arguments';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getAgentConfig } from '../agents/get-agent-config';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { offeredTools } from '../voice-tools/offered-tools';
import { TOOL_SPECS } from '../voice-tools/specs';
import { reserveVoiceSession, type ConversationRow } from './conversations.repo';
import { roleOf } from './agent-role';
import { factSheetNote } from './fact-sheet-note';
import { systemPrompt } from './llm-engine';
import { readKnowledgeFacts } from './read-knowledge-facts';
import { openingLine } from './opening-line';
import { insertRealtimeSession } from './realtime-sessions.repo';
import { openVoiceWindow } from './voice-session-window';

/** Characters of a chat's prompt a voice session is given as its instructions. */
export const MAX_VOICE_INSTRUCTIONS = 8000;

/** Voice needs the Realtime API, so an OpenAI key; the Sandbox has no voice. */
export const voiceAvailable = (ctx: AppContext): boolean => Boolean(ctx.providers.llm.realtimeSecret);

/** The gender the agent's voice has on its calls: the campaign's persona, or the wizard's choice. */
async function agentGender(ctx: AppContext, c: ConversationRow): Promise<string | undefined> {
  if (c.campaignId) return (await readCampaignProfile(ctx, c.campaignId)).profile.personaGender;
  if (c.agentConfigId) return (await getAgentConfig(ctx, c.agentConfigId).catch(() => null))?.gender;
  return undefined;
}

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
  const facts = conversation.knowledgeOwner
    ? factSheetNote((await readKnowledgeFacts(ctx.db, conversation.knowledgeOwner)).facts, conversation.businessName)
    : '';
  const offered = offeredTools(conversation.afterHours);
  const secret = await llm.realtimeSecret({
    // The prompt is the visitor's own text: bounded, as the session's output is (openai-realtime.ts).
    instructions: `${systemPrompt({ ...conversation, prompt: conversation.prompt.slice(0, MAX_VOICE_INSTRUCTIONS) }, facts)}\nSpeak first, with your opening line: "${openingLine(conversation.agentName, conversation.businessName, true, roleOf(conversation.mode))}"`,
    tools: Object.values(TOOL_SPECS).filter((spec) => offered.includes(spec.name as TToolName)),
    gender: await agentGender(ctx, conversation),
  });
  await openVoiceWindow(ctx, conversation.id);
  // The session's end: the server hangs its call up then, once the browser names the call.
  const endAt = new Date(ctx.clock.now().getTime() + VOICE_SESSION_MINUTES * 60_000);
  await insertRealtimeSession(ctx.db, conversation.id, endAt);
  return { clientSecret: secret.clientSecret, expiresAt: secret.expiresAt.toISOString(), model: secret.model };
}
