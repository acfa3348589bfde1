export { deriveProfile as extractProfile } from './derive-profile';
