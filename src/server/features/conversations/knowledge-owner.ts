/**
 * Who owns an agent's knowledge: a campaign (its business website) or a wizard agent
 * configuration. The key is what `knowledge_passages.owner` and `conversations.knowledge_owner`
 * hold; a conversation searches only its owner's passages.
 */
export const campaignOwner = (campaignId: string) => `campaign:${campaignId}`;
export const agentConfigOwner = (agentConfigId: string) => `agent-config:${agentConfigId}`;

/** What a conversation's agent knows: whose passages, and the site they were read from. */
export interface KnowledgeSource {
  knowledgeOwner: string | null;
  knowledgeSite: string | null;
}

export const NO_KNOWLEDGE: KnowledgeSource = { knowledgeOwner: null, knowledgeSite: null };
