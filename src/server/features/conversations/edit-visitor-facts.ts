import type { TEditKnowledgeFactsRequest, TKnowledgeFacts } from '@common/conversations/knowledge-facts';
import type { AppContext } from '../../context';
import { ownerEdit } from './fact-rows';
import { writeOwnerFacts } from './knowledge-facts.repo';
import { agentConfigOwner } from './knowledge-owner';
import { readVisitorFacts } from './read-visitor-facts';
import { visitorAgentConfig } from './visitor-agent-config';

/**
 * PATCH /api/agent-configs/{id}/knowledge/facts: the visitor corrects what their own wizard agent
 * knows about their business. Only fact values of this one configuration change, as owner facts;
 * nothing the visitor writes becomes a passage, a site fact or another agent's knowledge.
 */
export async function editVisitorFacts(
  ctx: AppContext,
  agentConfigId: string,
  visitorId: string | null,
  input: TEditKnowledgeFactsRequest,
): Promise<TKnowledgeFacts> {
  const config = await visitorAgentConfig(ctx, agentConfigId, visitorId);
  const { set, reset } = ownerEdit(input);
  await writeOwnerFacts(ctx.db, agentConfigOwner(config.id), set, reset, null);
  return readVisitorFacts(ctx, config.id, visitorId);
}
