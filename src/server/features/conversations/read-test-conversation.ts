import type { TToolName } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { findConversation, listToolCalls, listTurns } from './conversations.repo';

/** An admin test conversation as it went: the campaign, who said what, and the tools the agent ran. */
export async function readTestConversation(
  ctx: AppContext,
  id: string,
): Promise<{
  campaignId: string | null;
  turns: Array<{ role: 'agent' | 'visitor'; text: string }>;
  tools: TToolName[];
} | null> {
  const c = await findConversation(ctx.db, id);
  if (!c || c.mode !== 'test') return null;
  const [turns, calls] = await Promise.all([listTurns(ctx.db, id), listToolCalls(ctx.db, id)]);
  return {
    campaignId: c.campaignId,
    turns: turns.map((t) => ({ role: t.role as 'agent' | 'visitor', text: t.text })),
    tools: calls.map((t) => t.name as TToolName),
  };
}
