import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { CARD } from './messages';

// Card outcomes (spec §8), shared by the sandbox form and Stripe Elements.

export function announceCardSuccess() {
  toast({ title: CARD.successTitle, description: CARD.successDescription });
}

/** A provider error: its own message when it gave one, else the generic text. Returns what to show inline. */
export function announceCardFailure(err: unknown): string {
  const message =
    err instanceof ApiError
      ? (err.serverMessage ?? CARD.unexpected)
      : err instanceof Error && err.message
        ? err.message
        : CARD.unexpected;
  toast({ title: CARD.failedTitle, description: message, variant: 'destructive' });
  return message;
}

/** The provider answered but not with 'succeeded'. */
export function announceCardUncertain(): string {
  toast({ title: CARD.uncertainTitle, description: CARD.uncertainDescription, variant: 'destructive' });
  return CARD.uncertain;
}
