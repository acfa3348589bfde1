import { CALLING_RULES, combineRules, rulesFor, type CallingRule } from './calling-rules';
import { SKIP_REASONS } from './schemas';
import { holidayOn } from './holidays';
import { localDate, zonesWindow, zoneShortName } from './zone-window';

/** Where the callee is, as resolved from the lead's columns and number (server: callee-place.ts). */
export interface CalleePlace {
  /** Candidate IANA zones (one when known exactly). Empty: nothing told us. */
  zones: string[];
  /** What decided the zones: the preview's "by area code", "by State column" … */
  source: string;
  /** ISO country (from the number). */
  country: string | null;
  /**
   * State / province codes whose rules apply: the address's (state or ZIP column) and the area
   * code's, both, since FL and OK presume a call to one of their area codes reaches a resident.
   */
  states: string[];
}

/** What the compliance guard needs of a lead. */
export interface DispatchLead {
  enrichmentStatus: string;
  callStatus: string;
  voiceClone: string | null;
  phoneE164: string | null;
  nextCallAt: Date | null;
}

/** Facts about the lead that come from other tables, looked up before the decision. */
export interface DialFacts {
  place: CalleePlace;
  /** On the company's own do-not-call list: always wins. */
  onDoNotCall: boolean;
  /** On the national registry copy. */
  onRegistry: boolean;
  /** The lead's recorded consent is written permission to call (the registry rule's exemption). */
  writtenConsent: boolean;
  /** Calls to this number for this campaign within the last 24 hours. */
  callsLast24h: number;
  /** The oldest of those calls (when the 24-hour cap frees a slot). */
  firstCallLast24h?: Date | null;
  /**
   * The cross-campaign cap: calls to this number from the other campaigns within 24 hours, and
   * how many a day hold it (null: no cap). Absent: no cap.
   */
  otherCampaigns?: { cap: number | null; calls24h: number; firstCall24h: Date | null };
  /** The campaign's scheduled start: no call before it. Absent or null: no start set. */
  notBefore?: Date | null;
}

export type Classified =
  | { when: 'now'; source: string }
  | { when: 'later'; reason: string; at: Date; source: string }
  | { when: 'never'; reason: string; source?: string }
  | { when: 'done'; reason: string };

/** The preview's words for a lead whose zones are several: "window legal in all of ET, CT". */
export function sourceLabel(place: CalleePlace): string {
  if (place.zones.length <= 1) return place.source;
  const names = [...new Set(place.zones.map(zoneShortName))];
  return `${place.source}: window legal in all of ${names.join(', ')}`;
}

/**
 * Decides whether a lead may be dialled at `at`: now, later (outside the legal window, a retry
 * waiting, or the 24-hour call cap), never (not ready, no number, on a do-not-call list, no legal
 * window), or done. Pure: the preview and the claim both call it with the same facts, and the
 * claim asks again right before it dials, so a preview that went stale can't make it dial.
 */
export function classifyLead(
  lead: DispatchLead,
  at: Date,
  facts: DialFacts,
  rules: readonly CallingRule[] = CALLING_RULES,
): Classified {
  if (lead.callStatus !== 'pending') return { when: 'done', reason: SKIP_REASONS.alreadyCalled };
  if (lead.enrichmentStatus !== 'enriched') return { when: 'never', reason: SKIP_REASONS.notEnriched };
  if (!lead.voiceClone) return { when: 'never', reason: SKIP_REASONS.noVoice };
  if (!lead.phoneE164) return { when: 'never', reason: SKIP_REASONS.noPhone };
  if (facts.onDoNotCall) return { when: 'never', reason: SKIP_REASONS.doNotCall };
  if (facts.onRegistry && !facts.writtenConsent) return { when: 'never', reason: SKIP_REASONS.registry };
  const place = facts.place;
  if (!place.zones.length) return { when: 'never', reason: SKIP_REASONS.unknownZone };
  const memo = perPlace(place, rules);
  const { source, rule } = memo;
  let from = lead.nextCallAt && lead.nextCallAt.getTime() > at.getTime() ? lead.nextCallAt : at;
  let reason: string = from === at ? closedReason(at, place, rule) : SKIP_REASONS.retryWaiting;
  if (facts.notBefore && facts.notBefore > from) {
    from = facts.notBefore;
    reason = SKIP_REASONS.scheduledStart;
  }
  if (rule.maxCallsPer24h !== null && facts.callsLast24h >= rule.maxCallsPer24h) {
    // The cap frees a slot 24 h after the oldest call of the window (now + 24 h when unknown).
    const free = new Date((facts.firstCallLast24h ?? at).getTime() + 24 * 60 * 60_000);
    if (free > from) {
      from = free;
      reason = SKIP_REASONS.dailyCap(rule.maxCallsPer24h);
    }
  }
  const other = facts.otherCampaigns;
  if (other?.cap != null && other.calls24h >= other.cap) {
    const free = new Date((other.firstCall24h ?? at).getTime() + 24 * 60 * 60_000);
    if (free > from) {
      from = free;
      reason = SKIP_REASONS.otherCampaignCap(other.cap);
    }
  }
  const w = windowAt(from, place, memo);
  if (w.open && from === at) return { when: 'now', source };
  if (w.open) return { when: 'later', reason, at: from, source };
  if (!w.opensAt) return { when: 'never', reason: SKIP_REASONS.noCommonWindow(source), source };
  return { when: 'later', reason, at: w.opensAt, source };
}

// Leads that share a place (the server resolves equal places to one object) share its label, its
// rules and, at one instant, its window: worked out once each per preview, not once per lead.
interface PlaceMemo {
  source: string;
  rule: ReturnType<typeof combineRules>;
  rules: readonly CallingRule[];
  /** The zones and the window: equal for equal keys, whichever place object carries them. */
  key: string;
}
const placeMemo = new WeakMap<CalleePlace, PlaceMemo>();
function perPlace(place: CalleePlace, rules: readonly CallingRule[]): PlaceMemo {
  let m = placeMemo.get(place);
  if (!m || m.rules !== rules) {
    const rule = combineRules(rulesFor(place.country, place.states, rules));
    placeMemo.set(
      place,
      (m = {
        source: sourceLabel(place),
        rule,
        rules,
        key: `${rule.startMinute}|${rule.endMinute}|${rule.days?.join('') ?? '*'}|${rule.holidays.join('')}|${place.zones.join(',')}`,
      }),
    );
  }
  return m;
}
const windowMemo = new Map<string, ReturnType<typeof zonesWindow>>();
function windowAt(from: Date, place: CalleePlace, m: PlaceMemo) {
  const key = `${from.getTime()}|${m.key}`;
  let w = windowMemo.get(key);
  if (!w) {
    if (windowMemo.size > 20_000) windowMemo.clear();
    windowMemo.set(key, (w = zonesWindow(from, place.zones, m.rule)));
  }
  return w;
}

const hm = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayRange = (days: readonly number[]) =>
  days.join() === '1,2,3,4,5' ? ', weekdays' : `, ${days.map((d) => DAY_NAMES[d]).join(' ')}`;
/** Why the window is shut at `at`: a legal holiday in one of the callee's zones, else the hours. */
function closedReason(at: Date, place: CalleePlace, rule: ReturnType<typeof combineRules>): string {
  if (rule.holidays.length)
    for (const z of place.zones) {
      const name = holidayOn(localDate(at, z), rule.holidays);
      if (name) return SKIP_REASONS.holiday(name);
    }
  return outsideHours(rule);
}
const outsideHours = (r: { startMinute: number; endMinute: number; days?: readonly number[] }) =>
  `Outside calling hours (${hm(r.startMinute)}–${hm(r.endMinute)} local time${r.days ? dayRange(r.days) : ''})`;
