import type { TLeadBooking, TMeetingPrep, TQualifiedLead } from '@common/dev-queue/schemas';
import { schedulerLabel } from '../../providers/scheduling/labels';
import type { BookingRow, MeetingPrepRow, QualifiedRow } from './dev-queue.repo';

// Rows never leave the server as they are: these are the shapes the Dev Queue tab reads.

export function toLeadBooking(b: BookingRow): TLeadBooking {
  return {
    bookingUrl: b.externalUrl ?? '',
    status: (['link-sent', 'confirmed', 'canceled'].includes(b.status)
      ? b.status
      : 'link-sent') as TLeadBooking['status'],
    provider: b.provider,
    providerLabel: schedulerLabel(b.provider),
    scheduledStart: b.slotStart?.toISOString() ?? null,
    scheduledEnd: b.slotEnd?.toISOString() ?? null,
    linkMailed: b.linkMailedAt !== null,
    confirmationMailed: b.confirmationMailedAt !== null,
    createdAt: b.createdAt.toISOString(),
  };
}

export function toQualifiedLead(r: QualifiedRow): TQualifiedLead {
  return {
    leadId: r.lead.id,
    campaignId: r.lead.campaignId,
    firstName: r.lead.firstName,
    lastName: r.lead.lastName,
    email: r.lead.email,
    phoneNumber: r.lead.phoneNumber,
    companyName: r.lead.companyName,
    callStatus: r.lead.callStatus,
    callId: r.call.id,
    callCompletedAt: r.call.completedAt?.toISOString() ?? null,
    durationSeconds: r.call.durationSeconds,
    reason: r.reason,
    booking: r.booking ? toLeadBooking(r.booking) : null,
    hasMeetingPrep: r.hasPrep,
  };
}

export function toMeetingPrep(p: MeetingPrepRow): TMeetingPrep {
  return {
    briefing: p.briefing,
    keyPoints: p.keyPoints,
    recommendedApproach: p.recommendedApproach,
    mode: p.mode === 'live' ? 'live' : 'sandbox',
    createdAt: p.createdAt.toISOString(),
  };
}
