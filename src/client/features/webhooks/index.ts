// The Webhooks tab's public surface: the admin page mounts it.
export { WebhooksTab } from './webhooks-tab';
