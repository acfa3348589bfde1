import type { TChatMessageResponse } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import { sayOnCall } from '../conversations/say-on-call';
import { openBrowserCall } from './browser-call';
import { endBrowserCall } from './end-browser-call';

/**
 * POST /api/admin/phone-numbers/{id}/browser-calls/{callId}/turns: the caller's typed line and the
 * agent's answer, with the tools it ran. When the agent ends the conversation (the caller asked
 * not to be called, or said goodbye) it hangs up, as it would on the phone: the call finishes.
 */
export async function sayOnBrowserCall(
  ctx: AppContext,
  id: string,
  callId: string,
  text: string,
): Promise<TChatMessageResponse> {
  const call = await openBrowserCall(ctx, id, callId);
  const reply = await sayOnCall(ctx, call, text);
  if (reply.ended) await endBrowserCall(ctx, id, callId);
  return reply;
}
