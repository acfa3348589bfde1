import type { TLead } from './schemas';

type LeadCall = Pick<TLead, 'callStatus' | 'nextCallAt'>;
const local = (d: Date) => d.toLocaleString();

/** "next attempt <time>" for a pending lead waiting for a retry, else null. */
export function nextAttemptText(lead: LeadCall, now: Date, format: (d: Date) => string = local): string | null {
  if (lead.callStatus !== 'pending' || !lead.nextCallAt) return null;
  const at = new Date(lead.nextCallAt);
  return at.getTime() > now.getTime() ? `next attempt ${format(at)}` : null;
}

/**
 * A lead's call status as the lists show it: a pending lead waiting for a retry says when its next
 * attempt may dial (in the viewer's time), so "pending" never hides a scheduled call.
 */
export function leadCallText(lead: LeadCall, now: Date, format: (d: Date) => string = local): string {
  const next = nextAttemptText(lead, now, format);
  return next ? `${lead.callStatus} · ${next}` : lead.callStatus;
}
