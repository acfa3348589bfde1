// The campaign figures, defined once: the campaign card, the Results tab, the dashboard's stat
// cards and docs/figures.md all say the same thing, and the server counts by these rules
// (campaigns.repo.ts turns them into SQL). Counts are of leads, never of attempts, so a lead
// dialled three times is one processed lead and no figure can exceed the one it is part of.

/** Readings of an answered call that count as a success. Voicemail, whoever hung up, is not one. */
export const POSITIVE_DISPOSITIONS = ['meeting booked', 'transferred', 'interested', 'callback requested'] as const;

const positive = new Set<string>(POSITIVE_DISPOSITIONS);

/** A call's reading counts when a person answered (status completed) and its disposition is positive. */
export function isSuccessfulCall(call: { status: string; disposition: string | null }): boolean {
  return call.status === 'completed' && call.disposition !== null && positive.has(call.disposition.toLowerCase());
}

/** Successful over processed (dialled leads), rounded percent; 0 before any lead is dialled. */
export function successRate(successful: number, processed: number): number {
  if (processed <= 0) return 0;
  return Math.round((successful / processed) * 100);
}

export const FIGURE_DEFINITIONS = {
  totalLeads: 'Every lead imported into the campaign.',
  processed: 'Leads dialled at least once by a live dispatch (test calls do not count).',
  successful: `Leads whose latest call was answered and read as a positive outcome: ${POSITIVE_DISPOSITIONS.join(', ')}. A voicemail is never a success.`,
  failed: 'Dialled leads whose every call failed (never answered by a person or a voicemail).',
  successRate: 'Successful leads over processed (dialled) leads, rounded. Leads never dialled do not count.',
} as const;
export type TFigure = keyof typeof FIGURE_DEFINITIONS;
