export { AuditTab } from './audit-tab';
