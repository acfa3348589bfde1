// The API keys tab's public surface: the admin page mounts it.
export { ApiKeysTab } from './api-keys-tab';
