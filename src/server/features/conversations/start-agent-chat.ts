import { CHAT_DAILY_LIMIT_MESSAGE, type TStartChatResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getAgentConfig } from '../agents/get-agent-config';
import { companyFromWebsite } from '../prompts/persona-phrases';
import { countChatsSince } from './conversations.repo';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { pickEngine } from './pick-engine';
import { voiceAvailable } from './start-voice-session';
import { startConversation } from './start-conversation';

const DAY_MS = 24 * 3_600_000;
export const CHAT_NOT_FOUND = 'Chat not found. Start a new chat with your agent.';

/**
 * POST /api/agent-chats: a chat with the agent the visitor just designed, before any phone is
 * proved. Only the visitor who saved the configuration may talk to it (their signed cookie), and
 * a day's chats are capped per visitor and per address. A chat never dials anyone.
 */
export async function startAgentChat(
  ctx: AppContext,
  agentConfigId: string,
  who: { visitorId: string | null; ipAddress: string | null; timeZone?: string | null },
): Promise<TStartChatResponse> {
  const config = await getAgentConfig(ctx, agentConfigId).catch(() => null);
  if (!config || !config.visitorId || config.visitorId !== who.visitorId)
    throw new AppError('NOT_FOUND', 'Agent configuration not found. Please save your agent again.');
  const since = new Date(ctx.clock.now().getTime() - DAY_MS);
  const used = await countChatsSince(ctx.db, since, who);
  if (used.visitor >= ctx.env.AGENT_CHATS_PER_VISITOR_PER_DAY || used.address >= ctx.env.AGENT_CHATS_PER_IP_PER_DAY)
    throw new AppError('RATE_LIMITED', CHAT_DAILY_LIMIT_MESSAGE);

  const knowledgeSite = await ensureSiteKnowledge(ctx, config.websiteUrl, config.scrapedData);
  const { conversation, messages } = await startConversation(ctx, {
    mode: 'chat',
    agentName: config.name.trim() || 'your agent',
    businessName: companyFromWebsite(config.websiteUrl),
    prompt: config.generatedPrompt || `You are ${config.name}.`,
    promptVersion: `agent-config:${config.id}`,
    knowledgeSite,
    // The visitor plays the callee: meetings and callbacks are offered on their own clock.
    calleeTimeZone: who.timeZone ?? null,
    agentConfigId: config.id,
    visitorId: who.visitorId,
    ipAddress: who.ipAddress,
  });
  return {
    chatId: conversation.id,
    mode: pickEngine(ctx).mode,
    conversationMode: 'chat',
    agentName: conversation.agentName,
    messages,
    voice: voiceAvailable(ctx),
  };
}
