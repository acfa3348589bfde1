// The campaigns feature's public surface: the Upload and Campaigns tab panels.
export { CsvUpload } from './csv-upload';
export { CampaignList } from './campaign-list';
