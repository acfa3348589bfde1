import { DEPOSIT_LABEL } from '@common/pricing/tiers';

// Every visitor-facing payment text of the spec (§2 /pricing, §4, §8), verbatim, in one place.

export const PAY_DEPOSIT_LABEL = `Pay ${DEPOSIT_LABEL} Deposit`;
export const VERIFY_LABEL = 'Verify Payment Status';
export const VERIFYING_LABEL = 'Verifying...';
export const DEPOSIT_PAID_LABEL = 'Deposit Paid';

export const INIT_FAILED = 'Failed to initialize payment system. Please try again later.';

export const CARD = {
  unexpected: 'An unexpected error occurred',
  failedTitle: 'Payment Failed',
  uncertain: 'Something went wrong.',
  uncertainTitle: 'Payment Status Uncertain',
  uncertainDescription: 'If you were charged but your payment is not recognised, please contact support.',
  successTitle: 'Payment Successful',
  successDescription: 'Your deposit has been processed successfully.',
} as const;

export const WALLET = {
  orderFailed: 'PayPal order creation failed',
  noApprovalUrl: 'PayPal approval URL not found',
  popupBlocked: 'PayPal popup was blocked. Please allow popups and try again.',
  failedTitle: 'PayPal Payment Failed',
  cancelledTitle: 'Payment Cancelled',
  cancelledDescription: 'The PayPal window was closed before the payment was completed.',
  successTitle: 'PayPal Payment Successful',
  successDescription: 'Your deposit has been processed successfully.',
} as const;

export const VERIFY = {
  pendingTitle: 'Payment Verification Pending',
  pendingDescription: 'Your payment has not been confirmed yet. Please try again in a moment.',
  errorTitle: 'Verification Error',
  errorDescription: 'There was an issue verifying your payment',
  successTitle: 'Deposit Verified!',
  successDescription: 'Your booking calendar is now available.',
} as const;

/** Spec §9: the payment id is shown truncated to 8 characters. */
export const shortPaymentId = (id: string) => id.slice(0, 8);

/** Spec §9: the wallet popup is 500 by 600 and polled every 1000 ms. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_MS = 1000;
