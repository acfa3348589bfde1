export { CampaignTestChat } from './campaign-test-chat';
export { AgentKnowledge } from './agent-knowledge';
