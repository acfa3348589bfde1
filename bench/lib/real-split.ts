import { createHash } from 'node:crypto';

// The held-out rule of docs/decisions/2026-11-26-reader-held-out.md, fixed before the sites it
// places were read. Round 1 was tuned on before any split existed. Round 2 was split by the parity
// of its id's hash; its held-out half was measured in three rounds of changes and then retired to
// tuning. Each later round is gathered and labelled by helpers who never run the reader, held out
// whole, measured once after a round of changes, and then retired to tuning (its failures read)
// when the next round arrives. HELD_OUT_ROUND is that current round.

export type Split = 'tuning' | 'held-out';

export const HELD_OUT_ROUND = 7;

export function splitOf(site: { id: string; round?: number }): Split {
  return (site.round ?? 1) >= HELD_OUT_ROUND ? 'held-out' : 'tuning';
}

/** The earlier held-out set a site belonged to, if any: reported apart so its figures stay comparable. */
export function retiredFrom(site: { id: string; round?: number }): string | null {
  const round = site.round ?? 1;
  if (round >= 3 && round < HELD_OUT_ROUND) return `round_${round}`;
  if (round !== 2) return null;
  return parseInt(createHash('sha256').update(site.id).digest('hex')[0], 16) % 2 === 1 ? 'round_2_held_out' : null;
}
