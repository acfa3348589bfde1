import type { THubspotDeliveryList } from '@common/hubspot/schemas';
import type { AppContext } from '../../context';
import { recentDeliveries } from './hubspot.repo';

/** The delivery log, newest first, and whether HubSpot is live or the Sandbox. */
export async function listHubspotDeliveries(ctx: AppContext, limit = 50): Promise<THubspotDeliveryList> {
  const rows = await recentDeliveries(ctx.db, limit);
  return {
    mode: ctx.providers.crm.mode,
    items: rows.map((r) => ({
      id: r.id,
      callId: r.callId,
      leadEmail: r.leadEmail,
      mode: r.mode,
      status: r.status,
      attempts: r.attempts,
      contactId: r.contactId,
      noteId: r.noteId,
      note: r.note,
      properties: r.properties,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
