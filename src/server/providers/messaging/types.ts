import type { TProviderMode } from '@common/system/providers';

/**
 * Messaging: proving a visitor holds a phone number with a one-time code by SMS.
 * The vendor sends and checks the code; we never see it, except the Sandbox, which shows it on
 * screen and says so. Used by features/phone-verification (the wizard's Launch step); chosen by
 * TWILIO_* settings (mode-report.ts); the adapters are tested against tests/fakes/twilio.ts.
 */
export interface MessagingProvider {
  mode: TProviderMode;
  adapter: string;
  /** Sends a code to `to` (E.164). The Sandbox answers the code itself, to be shown to the visitor. */
  startVerification(to: string): Promise<{ sandboxCode?: string }>;
  /** `approved` once the code is right; `pending` for a wrong code; `expired` when there is nothing left to check (used up, too many tries, timed out). */
  checkVerification(to: string, code: string): Promise<VerificationCheck>;
}

export type VerificationCheck = 'approved' | 'pending' | 'expired';

/** A refusal by the messaging vendor, in words a visitor can act on. */
export class MessagingError extends Error {
  constructor(
    message: string,
    /** rate-limited: too many codes or checks; invalid-number: not a number we can text; unavailable: the vendor failed. */
    readonly reason: 'rate-limited' | 'invalid-number' | 'unavailable',
  ) {
    super(message);
  }
}
