import { CALLING_RULES, combineRules, rulesFor, type CallingRule } from './calling-rules';
import type { CalleePlace } from './classify-lead';
import type { Window } from './zone-window';

/**
 * The callee's lawful window, from the same rules the dispatch applies (the federal hours always,
 * a state's when its callee is known to be there): what a meeting or a callback must fall inside.
 */
export function lawfulWindow(
  place: Pick<CalleePlace, 'country' | 'states'>,
  rules: readonly CallingRule[] = CALLING_RULES,
): Window & { labels: string[] } {
  const r = combineRules(rulesFor(place.country, place.states, rules));
  return {
    startMinute: r.startMinute,
    endMinute: r.endMinute,
    ...(r.days ? { days: r.days } : {}),
    ...(r.holidays.length ? { holidays: r.holidays } : {}),
    labels: r.labels,
  };
}
