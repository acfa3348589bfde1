import { callingWindow, leadTimeZone } from './calling-hours';
import { SKIP_REASONS } from './schemas';

/** What the compliance guard needs of a lead. */
export interface DispatchLead {
  enrichmentStatus: string;
  callStatus: string;
  voiceClone: string | null;
  phoneE164: string | null;
  timezone: string | null;
  nextCallAt: Date | null;
}

export type Classified = { when: 'now' } | { when: 'later'; reason: string; at: Date } | { when: 'never'; reason: string } | { when: 'done'; reason: string };

/**
 * Decides whether a lead may be dialled at `at`: now, later (outside its calling hours, or a retry
 * waiting), never (not ready, no number, on the do-not-call list, no known local time), or done
 * (already called or calling). The dispatch job asks this again for each lead right before it
 * claims it, so a preview that went stale can't make it dial.
 */
export function classifyLead(lead: DispatchLead, at: Date, onDoNotCall: boolean): Classified {
  if (lead.callStatus !== 'pending') return { when: 'done', reason: SKIP_REASONS.alreadyCalled };
  if (lead.enrichmentStatus !== 'enriched') return { when: 'never', reason: SKIP_REASONS.notEnriched };
  if (!lead.voiceClone) return { when: 'never', reason: SKIP_REASONS.noVoice };
  if (!lead.phoneE164) return { when: 'never', reason: SKIP_REASONS.noPhone };
  if (onDoNotCall) return { when: 'never', reason: SKIP_REASONS.doNotCall };
  const zone = leadTimeZone(lead);
  if (!zone.ok) return { when: 'never', reason: zone.reason };
  const retryAt = lead.nextCallAt && lead.nextCallAt.getTime() > at.getTime() ? lead.nextCallAt : null;
  const window = callingWindow(retryAt ?? at, zone.timeZone);
  if (!retryAt && window.open) return { when: 'now' };
  if (retryAt) return { when: 'later', reason: SKIP_REASONS.retryWaiting, at: window.open ? retryAt : window.opensAt };
  return { when: 'later', reason: SKIP_REASONS.outsideHours, at: (window as { opensAt: Date }).opensAt };
}
