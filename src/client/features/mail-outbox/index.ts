export { OutboxView } from './outbox-view';
