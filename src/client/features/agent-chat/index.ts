export { CampaignTestChat } from './campaign-test-chat';
