import { z } from 'zod';
import { text, textRecord, vendorId } from '../text/schemas';
import { ZProviderMode } from '../system/providers';

/** A payment row's status: created → succeeded | failed | canceled (a succeeded one never moves). */
export const PAYMENT_STATUSES = ['created', 'succeeded', 'failed', 'canceled'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Deposit payments (spec §7). The browser may send an amount, but the server always charges the
// fixed deposit (src/common/pricing/tiers.ts): the request fields are accepted and ignored.

export const ZCreateDepositIntentRequest = z.object({
  amount: z.number().optional(),
  metadata: textRecord(20, 64, 500).optional(),
});

export const ZCreateDepositIntentResponse = z.object({
  clientSecret: z.string(),
  paymentId: z.string().optional(),
  /** 'sandbox' when the app's own card checkout stands in for Stripe. */
  mode: ZProviderMode,
  /** Stripe's publishable key for Stripe Elements (live only); null in the sandbox. */
  publishableKey: z.string().nullable(),
});
export type TCreateDepositIntentResponse = z.infer<typeof ZCreateDepositIntentResponse>;

export const ZCreateOrderRequest = z.object({
  amount: z.union([z.number(), text(32)]).optional(),
  currency: z.literal('USD').optional(),
  intent: z.literal('CAPTURE').optional(),
});

export const ZOrderLink = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });
export const ZCreateOrderResponse = z.object({
  id: z.string(),
  links: z.array(ZOrderLink),
  mode: ZProviderMode,
});
export type TCreateOrderResponse = z.infer<typeof ZCreateOrderResponse>;

export const ZVerifyPaymentParams = z.object({ paymentId: vendorId() });

export const ZVerifyPaymentResponse = z.object({ verified: z.boolean(), mode: ZProviderMode });
export type TVerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponse>;

export const ZDepositStatusResponse = z.object({
  verified: z.boolean(),
  /** The provider's payment id; the UI shows only its first 8 characters. */
  paymentId: z.string().nullable(),
  /** stripe | paypal | sandbox-card | sandbox-paypal */
  provider: z.string().nullable(),
});
export type TDepositStatusResponse = z.infer<typeof ZDepositStatusResponse>;

/** The sandbox card form (no Stripe key configured). Card details never leave this app. */
export const ZSandboxCardConfirmRequest = z.object({
  clientSecret: vendorId(),
  cardNumber: text(40),
  expiry: text(10),
  cvc: text(10),
});
export type TSandboxCardConfirmRequest = z.infer<typeof ZSandboxCardConfirmRequest>;

export const ZSandboxCardConfirmResponse = z.object({
  status: z.literal('succeeded'),
  paymentId: z.string(),
  mode: z.literal('sandbox'),
});
export type TSandboxCardConfirmResponse = z.infer<typeof ZSandboxCardConfirmResponse>;

/** Query of the wallet popup's return and cancel pages (PayPal appends token and PayerID). */
export const ZWalletReturnQuery = z.object({ token: vendorId(), PayerID: vendorId().optional() });

/** The sandbox approval page's form post. */
export const ZSandboxWalletDecision = z.object({ token: vendorId(), decision: z.enum(['approve', 'cancel']) });
export type TSandboxWalletDecision = z.infer<typeof ZSandboxWalletDecision>;

/** The message the wallet popup posts to the page that opened it, just before it closes. */
export const WALLET_POPUP_MESSAGE = 'callcraft:wallet-popup';
export const ZWalletPopupMessage = z.object({
  type: z.literal(WALLET_POPUP_MESSAGE),
  /** 'pending': PayPal is still completing the capture; the deposit is recorded when it has. */
  status: z.enum(['approved', 'pending', 'cancelled', 'failed']),
  orderId: z.string(),
  message: z.string().optional(),
});
export type TWalletPopupMessage = z.infer<typeof ZWalletPopupMessage>;

/** Only the id is checked here; the rest is the vendor's, cleaned (not refused) before it is stored. */
export const ZWebhookEnvelope = z.looseObject({ id: text(255).min(1) });
export const ZWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type TWebhookResponse = z.infer<typeof ZWebhookResponse>;
