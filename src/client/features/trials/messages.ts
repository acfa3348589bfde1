// The spec's exact texts for the Voice Trials tab (admin-area.md §8 "Trials").
export const MSG = {
  loading: 'Loading trials...',
  error: 'Error loading trials. Please try again.',
  emptyNone: 'No voice agent trials yet.',
  emptyFiltered: 'No trials match your filters.',
} as const;

/** Spec §9: the trials list refreshes every 30 s. */
export const TRIALS_REFRESH_MS = 30_000;
