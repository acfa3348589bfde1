import { AppError } from '@common/errors';
import type { TCallOutcome, TLeadCallDetails } from '@common/outcomes/schemas';
import type { AppContext } from '../../context';
import { getOutcomeSettings } from '../campaign-settings/outcome-settings';
import { latestLeadCall } from '../calls/latest-lead-call';
import { leadCallHistory } from '../calls/lead-call-history';
import { outcomesOfCalls } from './outcomes-of-calls';
import { findLead, findOutcome, setOverride, type OutcomeRow } from './outcomes.repo';
import { toLines } from './read-call';
import { FINISHED_CALL_STATUSES } from '@common/outreach/states';

const isFinishedStatus = (s: string) => (FINISHED_CALL_STATUSES as readonly string[]).includes(s);

export const toOutcomeDto = (o: OutcomeRow): TCallOutcome => ({
  callId: o.callId,
  leadId: o.leadId,
  disposition: o.overrideDisposition ?? o.disposition,
  readerDisposition: o.disposition,
  summary: o.summary,
  fields: o.fields,
  reader: o.reader as TCallOutcome['reader'],
  templateVersion: o.templateVersion,
  override: o.overrideDisposition
    ? { disposition: o.overrideDisposition, by: o.overrideBy, at: (o.overrideAt ?? o.createdAt).toISOString() }
    : null,
  createdAt: o.createdAt.toISOString(),
});

/** GET /api/admin/leads/{id}/call-details: the latest call by speaker, its recording and outcome. */
export async function getLeadCallDetails(ctx: AppContext, leadId: string): Promise<TLeadCallDetails> {
  const lead = await findLead(ctx.db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  // The lead row keeps no copy of its last call: the calls feature answers with the latest one.
  const [call, settings, history] = await Promise.all([
    latestLeadCall(ctx.db, leadId),
    getOutcomeSettings(ctx, lead.campaignId),
    leadCallHistory(ctx.db, leadId, 20),
  ]);
  const [outcome, readings] = await Promise.all([
    call ? findOutcome(ctx.db, call.id) : null,
    outcomesOfCalls(
      ctx,
      history.map((h) => h.id),
    ),
  ]);
  return {
    lead: {
      id: lead.id,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      companyName: lead.companyName,
      email: lead.email,
      phone: lead.phoneE164 ?? lead.phoneNumber,
      callStatus: lead.callStatus,
    },
    call: call
      ? {
          id: call.id,
          direction: call.direction,
          status: call.status,
          endReason: call.endReason,
          answeredBy: call.answeredBy,
          durationSeconds: call.durationSeconds,
          // Only web addresses become an audio player's source.
          recordingUrl: call.recordingUrl && /^https?:\/\//i.test(call.recordingUrl) ? call.recordingUrl : null,
          transcript: toLines(call.transcripts, call.transcript),
          completedAt: call.completedAt?.toISOString() ?? null,
        }
      : null,
    outcome: outcome ? toOutcomeDto(outcome) : null,
    // Finished but not yet read by its call.finished handler: the page says "reading…".
    reading: Boolean(call && !outcome && call.purpose === 'campaign' && isFinishedStatus(call.status)),
    history: history.map((h) => ({
      id: h.id,
      direction: h.direction,
      status: h.status,
      at: (h.completedAt ?? h.createdAt).toISOString(),
      disposition: readings.get(h.id)?.disposition ?? null,
    })),
    dispositions: settings.dispositions,
    fields: settings.fields.map((f) => ({ name: f.name, type: f.type })),
  };
}

/** POST /api/admin/calls/{id}/disposition: the admin's correction, kept beside the reader's answer with who and when. */
export async function overrideDisposition(
  ctx: AppContext,
  callId: string,
  disposition: string,
  by: string | null,
): Promise<TCallOutcome> {
  const outcome = await findOutcome(ctx.db, callId);
  if (!outcome) throw new AppError('NOT_FOUND', 'This call has no outcome yet');
  const { dispositions } = await getOutcomeSettings(ctx, outcome.campaignId);
  const chosen = dispositions.find((d) => d.toLowerCase() === disposition.trim().toLowerCase());
  if (!chosen) throw new AppError('VALIDATION', `"${disposition}" is not one of this campaign's dispositions`);
  const row = await setOverride(ctx.db, callId, chosen, by, ctx.clock.now());
  return toOutcomeDto(row!);
}
