import { z } from 'zod';
import { text } from '../text/schemas';

// The Launch step's phone verification: a one-time code by SMS proves the
// visitor holds the number, and the server, not the browser, remembers that it was proved.

/** A code lives 10 minutes and may be tried 5 times, as Twilio Verify's defaults. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;
/** How long an approved number may be launched to, for the same visitor. */
export const VERIFIED_FOR_MINUTES = 60;

export const VERIFY_MSG = {
  codeSent: 'We texted a code to this number. Enter it below.',
  sandboxCode: 'No text message is sent. Your code is',
  codeFormat: 'Enter the code from the text message (4 to 10 digits)',
  wrongCode: (left: number) => `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  tooManyTries: 'Too many wrong codes. Please request a new code.',
  expired: 'This code has expired. Please request a new code.',
  notFound: 'No code was sent for this number. Please press Verify to get one.',
  perPhone: (limit: number, minutes: number) =>
    `This phone number has reached its limit of ${limit} verification codes an hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  perIp: (limit: number) =>
    `Too many verification codes from your network today (limit ${limit}). Please try again tomorrow.`,
  /** `places` names the allowed countries, e.g. "United States (+1)". */
  country: (places: string) => `Verification codes can only be texted to numbers in ${places}.`,
  siteBudget: 'Verification codes are not available right now. Please try again tomorrow.',
  /** Launch (and the trial record) without a number this visitor proved: the spec's own text. */
  notVerified: 'Please verify your phone number first',
  sandboxOnly:
    'Trial calls to real phones need text-message verification, which is not configured on this server. Please contact us.',
} as const;

export const ZStartPhoneVerificationRequest = z.object({ phoneNumber: text(40).min(1) });
export const ZStartPhoneVerificationResponse = z.object({
  verificationId: z.uuid(),
  /** The number as it will be dialled (E.164). */
  phoneNumber: z.string(),
  mode: z.enum(['live', 'sandbox']),
  /** Only in the Sandbox: the code, to be shown on screen labelled Sandbox. */
  sandboxCode: z.string().optional(),
  expiresAt: z.iso.datetime(),
});
export type TStartPhoneVerificationResponse = z.infer<typeof ZStartPhoneVerificationResponse>;

export const ZCheckPhoneVerificationRequest = z.object({
  verificationId: z.uuid(),
  code: text(10)
    .trim()
    .regex(/^\d{4,10}$/, VERIFY_MSG.codeFormat),
});
export const ZCheckPhoneVerificationResponse = z.object({
  verified: z.literal(true),
  phoneNumber: z.string(),
  verifiedAt: z.iso.datetime(),
});
export type TCheckPhoneVerificationResponse = z.infer<typeof ZCheckPhoneVerificationResponse>;
