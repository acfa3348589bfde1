// The Phone numbers tab's public surface: the admin page mounts it.
export { PhoneNumbersTab } from './phone-numbers-tab';
