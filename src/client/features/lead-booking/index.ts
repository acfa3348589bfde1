export { LeadBookingView } from './lead-booking-view';
