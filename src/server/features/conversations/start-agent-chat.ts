import { CHAT_DAILY_LIMIT_MESSAGE, type TStartChatResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { getAgentConfig } from '../agents/get-agent-config';
import { companyFromWebsite } from '../prompts/persona-phrases';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { countVisitorChatsSince } from './conversations.repo';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { pickEngine } from './pick-engine';
import { voiceAvailable } from './start-voice-session';
import { startConversation } from './start-conversation';

const DAY_MS = 24 * 3_600_000;
export const CHAT_NOT_FOUND = 'Chat not found. Start a new chat with your agent.';

/**
 * POST /api/agent-chats: a chat with the agent the visitor just designed, before any phone is
 * proved. Only the visitor who saved the configuration may talk to it (their signed cookie), and
 * a day's chats are capped per visitor, per network and for the whole site. A chat never dials anyone.
 */
export async function startAgentChat(
  ctx: AppContext,
  agentConfigId: string,
  who: { visitorId: string | null; ipAddress: string | null },
): Promise<TStartChatResponse> {
  const config = await getAgentConfig(ctx, agentConfigId).catch(() => null);
  if (!config || !config.visitorId || config.visitorId !== who.visitorId)
    throw new AppError('NOT_FOUND', 'Agent configuration not found. Please save your agent again.');
  const since = new Date(ctx.clock.now().getTime() - DAY_MS);
  if ((await countVisitorChatsSince(ctx.db, since, config.visitorId)) >= ctx.env.AGENT_CHATS_PER_VISITOR_PER_DAY)
    throw new AppError('RATE_LIMITED', CHAT_DAILY_LIMIT_MESSAGE);
  // Per network (an IPv6 /64, not each of its addresses) and for the whole site; a network's
  // refusal reads as the visitor's own daily limit.
  await spendDailyAllowance(ctx, who.ipAddress ?? 'unknown', anonymousAllowances(ctx.env).chat).catch((err) => {
    if (err instanceof AppError && err.details?.limit === 'network')
      throw new AppError('RATE_LIMITED', CHAT_DAILY_LIMIT_MESSAGE);
    throw err;
  });

  const knowledgeSite = await ensureSiteKnowledge(ctx, config.websiteUrl, config.scrapedData);
  const { conversation, messages } = await startConversation(ctx, {
    mode: 'chat',
    agentName: config.name.trim() || 'your agent',
    businessName: companyFromWebsite(config.websiteUrl),
    prompt: config.generatedPrompt || `You are ${config.name}.`,
    promptVersion: `agent-config:${config.id}`,
    knowledgeSite,
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
