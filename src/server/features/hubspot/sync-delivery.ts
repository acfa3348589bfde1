import type { AppContext } from '../../context';
import { CrmError, type HubspotCrm } from '../../providers/crm/types';
import { startAttempt, updateDelivery, type HubspotDeliveryRow } from './hubspot.repo';

/** Which HubSpot contact the call belongs to: the lead's Record ID while HubSpot still has it, else by email. */
async function contactOf(crm: HubspotCrm, d: HubspotDeliveryRow): Promise<string | null> {
  if (d.contactId) return d.contactId;
  if (d.recordId && (await crm.contactExists(d.recordId))) return d.recordId;
  return crm.findContactByEmail(d.leadEmail);
}

/**
 * One attempt at a delivery. Each step is stored as soon as HubSpot answers it (the contact, then
 * the note's id), so a retry after a refused later step skips what is done: one note per call,
 * whichever attempt succeeds. The properties are a PATCH, harmless to repeat. A retryable refusal
 * (429, 5xx, no answer) is thrown for pg-boss to retry; any other, or the last try, fails the delivery.
 */
export async function syncDelivery(
  ctx: AppContext,
  deliveryId: string,
  { lastTry }: { lastTry: boolean },
): Promise<{ status: string }> {
  const crm = ctx.providers.crm;
  const d = await startAttempt(ctx.db, deliveryId);
  if (!d) return { status: 'done before' };
  if (crm.mode !== 'live') {
    // Queued while a token was set, run without one: the Sandbox sends nothing.
    await updateDelivery(ctx.db, d.id, { status: 'skipped', lastError: 'No HUBSPOT_ACCESS_TOKEN: not sent (Sandbox)' });
    return { status: 'skipped' };
  }
  try {
    const contactId = await contactOf(crm, d);
    if (!contactId) {
      await updateDelivery(ctx.db, d.id, {
        status: 'skipped',
        lastError: `No HubSpot contact with the email ${d.leadEmail}`,
      });
      return { status: 'skipped' };
    }
    if (contactId !== d.contactId) await updateDelivery(ctx.db, d.id, { contactId });
    if (!d.noteId) {
      const noteId = await crm.createNote({ contactId, body: d.note, timestamp: d.noteTimestamp });
      await updateDelivery(ctx.db, d.id, { noteId });
    }
    if (Object.keys(d.properties).length) await crm.updateContact(contactId, d.properties);
    await updateDelivery(ctx.db, d.id, { status: 'succeeded', lastError: null });
    return { status: 'succeeded' };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retry = !lastTry && (!(err instanceof CrmError) || err.retryable);
    await updateDelivery(ctx.db, d.id, { lastError: message, ...(retry ? {} : { status: 'failed' }) });
    if (retry) throw err;
    return { status: 'failed' };
  }
}
