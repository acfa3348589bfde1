import type { ToolContext } from '../agent';
import { optOutNumber } from './live-effects';

/** "Stop calling me": the number joins the do-not-call list, through the one opt-out policy. */
export async function addToDoNotCallTool(t: ToolContext): Promise<Record<string, unknown>> {
  const phone = t.conversation.calleePhone;
  if (t.mode !== 'live') return { added: true, test: true, phone: phone ?? "the caller's number" };
  if (!phone) return { added: false, reason: 'no_number' };
  const r = await optOutNumber(t.ctx, phone);
  return { added: true, alreadyListed: !r.added, phone };
}
