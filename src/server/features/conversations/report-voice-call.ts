import { VOICE_CALL_TAKEN_MESSAGE, type TVoiceCallResponse } from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { ConversationRow } from './conversations.repo';
import { endVoiceCallJob } from './end-voice-call.job';
import { attachCallId, callIdTaken } from './realtime-sessions.repo';
import { assertVoiceWindow } from './voice-session-window';

/**
 * POST …/voice-session/call: the browser names the Realtime call it connected with this chat's
 * newest voice session, and the server queues its hang-up for the session's end. Only for a
 * session minted for this chat and still within its time, once per session, and a call id given
 * to one chat is never taken for another. The job is queued in the same transaction as the id.
 */
export async function reportVoiceCall(
  ctx: AppContext,
  conversation: ConversationRow,
  callId: string,
): Promise<TVoiceCallResponse> {
  await assertVoiceWindow(ctx, conversation);
  return ctx.db.transaction(async (tx) => {
    if (await callIdTaken(tx, callId)) throw new AppError('CONFLICT', VOICE_CALL_TAKEN_MESSAGE);
    const session = await attachCallId(tx, conversation.id, callId, ctx.clock.now());
    if (!session) throw new AppError('CONFLICT', VOICE_CALL_TAKEN_MESSAGE);
    await ctx.jobs.sendWithin(
      tx,
      endVoiceCallJob,
      { sessionId: session.id },
      { key: session.id, startAfter: session.endAt },
    );
    return { callId, endsAt: session.endAt.toISOString(), mode: ctx.providers.llm.mode };
  });
}
