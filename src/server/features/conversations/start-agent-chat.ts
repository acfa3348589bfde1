import { CHAT_DAILY_LIMIT_MESSAGE, type TStartChatResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { companyFromWebsite } from '../prompts/persona-phrases';
import { anonymousAllowances } from '../limits/anonymous-allowances';
import { spendDailyAllowance } from '../limits/spend-daily-allowance';
import { readBusinessName } from '../web-analysis/read-business-name';
import { countVisitorChatsSince } from './conversations.repo';
import { ensureSiteKnowledge } from './ensure-site-knowledge';
import { adoptVisitorFacts } from './adopt-visitor-facts';
import { agentConfigOwner } from './knowledge-owner';
import { pickEngine } from './pick-engine';
import { voiceAvailable } from './start-voice-session';
import { startConversation } from './start-conversation';
import { visitorAgentConfig } from './visitor-agent-config';

const DAY_MS = 24 * 3_600_000;
export const CHAT_NOT_FOUND = 'Chat not found. Start a new chat with your agent.';

/**
 * POST /api/agent-chats: a chat with the agent the visitor just designed, before any phone is
 * proved. Only the visitor who saved the configuration may talk to it (their signed cookie), and
 * a day's chats are capped per visitor, per network and for the whole site. A chat never dials
 * anyone. It is the trial call typed: the agent phones the visitor's business as its prompt says,
 * and the visitor answers.
 */
export async function startAgentChat(
  ctx: AppContext,
  agentConfigId: string,
  who: { visitorId: string | null; ipAddress: string | null; timeZone?: string | null },
  factsFrom?: string,
): Promise<TStartChatResponse> {
  const config = await visitorAgentConfig(ctx, agentConfigId, who.visitorId);
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

  // The visitor's corrections on the Preview step were made to the configuration saved for it.
  if (factsFrom) await adoptVisitorFacts(ctx, factsFrom, config);
  // The configuration owns what its agent knows: the pages the server read, never the analysis
  // the browser sent with it (anyone can send any analysis for any address).
  const knowledge = await ensureSiteKnowledge(ctx, agentConfigOwner(config.id), config.websiteUrl);
  // The business the trial call phones, named as the server read it on its site (never the client's).
  const businessName = config.websiteUrl.trim()
    ? (await readBusinessName(ctx, config.websiteUrl)) || companyFromWebsite(config.websiteUrl)
    : '';
  const { conversation, messages } = await startConversation(ctx, {
    mode: 'chat',
    agentName: config.name.trim() || 'your agent',
    businessName,
    prompt: config.generatedPrompt || `You are ${config.name}.`,
    promptVersion: `agent-config:${config.id}`,
    ...knowledge,
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
