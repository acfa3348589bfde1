export { LegalDocument } from './legal-document';
export { TERMS_LAST_UPDATED, termsSections } from './terms-content';
export { PRIVACY_EFFECTIVE, PRIVACY_UPDATED, privacySections } from './privacy-content';
