/** A phone verification's status: pending until its code is checked, or it runs out. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'expired'] as const;
export type TVerificationStatus = (typeof VERIFICATION_STATUSES)[number];
