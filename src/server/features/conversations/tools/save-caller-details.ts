import type { ToolContext } from '../agent';
import { addCallerLead } from '../../campaigns/add-caller-lead';
import { linkCallLead } from '../../calls/record-inbound-call';
import { setConversationLead } from '../conversations.repo';

/**
 * An unknown caller gave their name: they become a lead of the number's campaign, and this call
 * and conversation are theirs (a meeting booked next is booked for them). Only on a call someone
 * made to us; a test records what it would have saved.
 */
export async function saveCallerDetails(
  t: ToolContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const c = t.conversation;
  const name = String(input.name ?? '').trim();
  const company = String(input.company ?? '').trim();
  if (c.direction !== 'inbound') return { saved: false, reason: 'not_a_caller' };
  if (!name) return { saved: false, reason: 'no_name' };
  if (c.leadId) return { saved: false, reason: 'already_known' };
  if (t.mode !== 'live') return { saved: true, test: true, name, company };
  if (!c.campaignId || !c.calleePhone?.startsWith('+')) return { saved: false, reason: 'no_number' };
  const lead = await addCallerLead(t.ctx, c.campaignId, { name, company, phoneE164: c.calleePhone });
  await setConversationLead(t.ctx.db, c.id, lead.id);
  if (c.callId) await linkCallLead(t.ctx, c.callId, lead.id);
  // The rest of this call's tools act for the new lead.
  c.leadId = lead.id;
  return { saved: true, leadId: lead.id, name, company };
}
