import type { AppContext } from '../../context';
import { applyCallDetails, isFinished } from '../calls/apply-call-details';
import { hangUpCall } from '../conversations/hang-up-call';
import { endedOrOpenBrowserCall } from './browser-call';

const NOTE = "Browser call: the caller's lines were typed in the Phone numbers tab; no phone was used.";

/**
 * POST /api/admin/phone-numbers/{id}/browser-calls/{callId}/end: the caller hung up. The call is
 * finished as a provider's report finishes one (applyCallDetails, which queues call.finished: the
 * reading, the Dev Queue, Results, the webhooks), its transcript being the conversation that was
 * typed. Hanging up twice finishes it once.
 */
export async function endBrowserCall(ctx: AppContext, id: string, callId: string): Promise<{ ended: boolean }> {
  const call = await endedOrOpenBrowserCall(ctx, id, callId);
  if (isFinished(call.status)) return { ended: false };
  const words = await hangUpCall(ctx, call, NOTE);
  const now = ctx.clock.now();
  const ended = await applyCallDetails(
    ctx,
    ctx.db,
    call,
    {
      providerCallId: call.providerCallId ?? '',
      state: 'completed',
      completed: true,
      durationSeconds: words.durationSeconds,
      transcripts: words.transcripts,
      transcript: words.transcripts.map((t) => `${t.user}: ${t.text}`).join('\n'),
      summary: `Browser call (no phone): the admin typed the caller's lines; ${words.toolCount} tool call(s).`,
      recordingUrl: null,
      answeredBy: 'human',
      price: 0,
      errorMessage: null,
      metadata: {},
      endReason: 'completed',
      endedAt: now,
    },
    now,
  );
  return { ended };
}
