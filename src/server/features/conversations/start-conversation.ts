import type { TChatMessage, TConversationMode } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { insertConversation, insertTurns, type ConversationRow } from './conversations.repo';
import { pickEngine } from './pick-engine';

export interface ConversationStart {
  mode: TConversationMode;
  agentName: string;
  businessName: string;
  prompt: string;
  promptVersion: string;
  knowledgeSite: string | null;
  knowledgeOwner: string | null;
  calleeTimeZone?: string | null;
  calleePhone?: string | null;
  agentConfigId?: string | null;
  campaignId?: string | null;
  leadId?: string | null;
  visitorId?: string | null;
  ipAddress?: string | null;
}

/** Stores a new conversation with its opening line (turn 0) and answers both. */
export async function startConversation(
  ctx: AppContext,
  s: ConversationStart,
): Promise<{ conversation: ConversationRow; messages: TChatMessage[] }> {
  const engine = pickEngine(ctx);
  const conversation = await insertConversation(ctx.db, { ...s, engine: engine.name });
  const text = engine.opening(s);
  await insertTurns(ctx.db, [{ conversationId: conversation.id, seq: 0, role: 'agent', text, latencyMs: 0 }]);
  return { conversation, messages: [{ role: 'agent', text, seq: 0 }] };
}
