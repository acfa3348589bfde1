export { CampaignSettingsCard } from './campaign-settings-card';
