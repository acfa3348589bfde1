export { DepositCard } from './deposit-card';
export { MinutesPricingCard } from './minutes-pricing-card';
export { BookingSection } from './booking-section';
export { ImportantInfo } from './important-info';
export { BookingPrefillNotice } from './booking-prefill-notice';
