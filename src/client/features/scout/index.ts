export { LeadScout } from './lead-scout';
