export { DevQueueTab } from './dev-queue-tab';
