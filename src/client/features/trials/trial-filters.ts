import type { TTrialListItem } from '@common/trials/schemas';
import { INDUSTRIES } from '@common/wizard/options';
import { TRIAL_STATUSES } from '@common/wizard/schemas';

// The Voice Trials tab's pure logic (spec admin-area §5 "Trials"): search, status filter, counts
// and the display values the table and details dialog share.

export type TrialStatus = (typeof TRIAL_STATUSES)[number];
export type StatusFilter = TrialStatus | 'all';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The agent's industry as shown: the custom text for "Other", else the option's label, else the raw value. */
export function industryOf(trial: Pick<TTrialListItem, 'agentConfig'>): string {
  const value = text(trial.agentConfig.industry);
  if (value === 'custom') return text(trial.agentConfig.industryCustom) || 'Other';
  return INDUSTRIES.find((i) => i.value === value)?.label ?? value;
}

export const agentNameOf = (trial: Pick<TTrialListItem, 'agentConfig'>): string => text(trial.agentConfig.name);

/** Spec §5: the search matches phone number or agent industry, case-insensitive. A blank search matches all. */
export function matchesSearch(trial: Pick<TTrialListItem, 'phoneNumber' | 'agentConfig'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const fields = [trial.phoneNumber, text(trial.agentConfig.industry), industryOf(trial)];
  return fields.some((f) => f.toLowerCase().includes(q));
}

/** Spec §5: the status filter matches callStatus exactly, or all. */
export const matchesStatus = (trial: Pick<TTrialListItem, 'callStatus'>, status: StatusFilter): boolean =>
  status === 'all' || trial.callStatus === status;

export function filterTrials<T extends Pick<TTrialListItem, 'phoneNumber' | 'agentConfig' | 'callStatus'>>(
  trials: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  return trials.filter((t) => matchesStatus(t, status) && matchesSearch(t, search));
}

/** One count per status (every status present, zero when none), over the whole list. */
export function countByStatus(trials: readonly Pick<TTrialListItem, 'callStatus'>[]): Record<TrialStatus, number> {
  const counts = Object.fromEntries(TRIAL_STATUSES.map((s) => [s, 0])) as Record<TrialStatus, number>;
  for (const t of trials) counts[t.callStatus] += 1;
  return counts;
}

export const isStatusFilter = (v: string): v is StatusFilter =>
  v === 'all' || (TRIAL_STATUSES as readonly string[]).includes(v);

/** "1m 05s", "42s"; a dash when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || seconds < 0) return '—';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}

/** Sandbox for simulated calls, Live for real ones, a dash when no call was placed. */
export function modeLabel(mode: TTrialListItem['callMode']): string {
  if (mode === 'sandbox') return 'Sandbox';
  if (mode === 'live') return 'Live';
  return '—';
}

export const formatDateTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

/** Which empty text applies (spec §8): none at all, or none left after search/filter. */
export function emptyKind(total: number, shown: number): 'none' | 'filtered' | null {
  if (shown > 0) return null;
  return total === 0 ? 'none' : 'filtered';
}
