import type { TCallHandling, TRetryOutcome } from '@common/outcomes/call-handling';
import { CALLING_RULES, type CallingRule } from './calling-rules';
import { classifyLead, type DialFacts } from './classify-lead';
import type { TEndReason } from './schemas';

// When a finished attempt is tried again: per outcome (busy, no answer,
// voicemail) a campaign sets the most attempts and the delay; the retry then waits for the first
// moment the calling rules allow (the same classifyLead the preview and the claim use), so a
// retry due at 22:40 local time is placed when the window opens the next morning, never at 22:40.

export interface FinishedAttempt {
  endReason: TEndReason;
  /** The lead's attempt number of the call that just ended (1 = the first call). */
  attempt: number;
  /** The callee asked not to be called again: never retried, whatever the outcome. */
  optedOut: boolean;
}

export type RetryPlan =
  | { retry: true; at: Date; due: Date; outcome: TRetryOutcome }
  | { retry: false; why: 'not-retryable' | 'opted-out' | 'attempts-exhausted' | 'no-legal-moment' };

const isRetryOutcome = (r: TEndReason): r is TRetryOutcome => r === 'busy' || r === 'no-answer' || r === 'voicemail';

/**
 * Whether and when to call again. `facts` are the lead's dial facts (where the callee is, the lists,
 * the 24-hour cap); without them (a lead with no dial row) the retry is due after the delay and the
 * claim's own classifyLead still holds it until the window opens.
 */
export function planRetry(
  a: FinishedAttempt,
  retries: TCallHandling['retries'],
  now: Date,
  facts: DialFacts | null,
  rules: readonly CallingRule[] = CALLING_RULES,
): RetryPlan {
  if (!isRetryOutcome(a.endReason)) return { retry: false, why: 'not-retryable' };
  if (a.optedOut) return { retry: false, why: 'opted-out' };
  const rule = retries[a.endReason];
  if (a.attempt >= rule.maxAttempts) return { retry: false, why: 'attempts-exhausted' };
  const due = new Date(now.getTime() + rule.delayMinutes * 60_000);
  if (!facts) return { retry: true, at: due, due, outcome: a.endReason };
  // A stand-in lead that is ready in every other way, waiting until `due`: the answer is the first
  // legal moment at or after it (or never, e.g. the number has since joined a do-not-call list).
  const c = classifyLead(
    { enrichmentStatus: 'enriched', callStatus: 'pending', voiceClone: 'retry', phoneE164: 'retry', nextCallAt: due },
    now,
    facts,
    rules,
  );
  if (c.when === 'later') return { retry: true, at: c.at, due, outcome: a.endReason };
  if (c.when === 'now') return { retry: true, at: due, due, outcome: a.endReason };
  return { retry: false, why: 'no-legal-moment' };
}
