export { QaChecklist } from './qa-checklist';
