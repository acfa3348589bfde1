import type { AppContext } from '../../context';
import type { CallRow } from '../calls/get-call';
import { leadsByIds } from '../campaigns/leads-by-ids';
import type { CallReading } from '../outcomes/read-finished-call';
import { callNoteBody, callProperties } from './call-note';
import { insertDelivery } from './hubspot.repo';
import { syncToHubspotJob } from './sync-to-hubspot.job';

/**
 * The call.finished handler of HubSpot: a read campaign call gets one delivery row (unique on the
 * call) with the note and properties it writes, and, with a HubSpot token, one sync job queued in
 * the same transaction (keyed by the call). Without a token the row is the Sandbox's record of what
 * would have been written, and nothing leaves the app. A redelivered event finds the row and stops.
 */
export async function recordCallForHubspot(
  ctx: AppContext,
  call: Pick<CallRow, 'id' | 'purpose' | 'leadId' | 'endReason' | 'durationSeconds' | 'attempt' | 'completedAt'>,
  reading: CallReading | null,
): Promise<void> {
  if (!reading || call.purpose !== 'campaign' || !call.leadId) return;
  const lead = (await leadsByIds(ctx, [call.leadId])).get(call.leadId);
  if (!lead) return;
  const facts = { ...reading, ...call };
  const live = ctx.providers.crm.mode === 'live';
  await ctx.db.transaction(async (tx) => {
    const row = await insertDelivery(tx, {
      callId: call.id,
      leadId: lead.id,
      leadEmail: lead.email,
      recordId: lead.hubspotRecordId,
      mode: live ? 'live' : 'sandbox',
      status: live ? 'pending' : 'skipped',
      note: callNoteBody(facts),
      noteTimestamp: (call.completedAt ?? ctx.clock.now()).toISOString(),
      properties: callProperties(facts, ctx.env.HUBSPOT_PROPERTIES),
    });
    if (row && live) await ctx.jobs.sendWithin(tx, syncToHubspotJob, { deliveryId: row.id }, { key: call.id });
  });
}
