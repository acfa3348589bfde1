import { createHash } from 'node:crypto';

// The held-out rule of docs/decisions/2026-11-26-reader-held-out.md, fixed before the new sites
// were read: the first round's sites were tuned on already, so they can only be tuning; every
// later site falls by the parity of its id's hash, which nobody chooses after reading the site.

export type Split = 'tuning' | 'held-out';

export function splitOf(site: { id: string; round?: number }): Split {
  if ((site.round ?? 1) === 1) return 'tuning';
  const first = parseInt(createHash('sha256').update(site.id).digest('hex')[0], 16);
  return first % 2 === 0 ? 'tuning' : 'held-out';
}
