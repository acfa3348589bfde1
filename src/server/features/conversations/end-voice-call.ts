import type { AppContext } from '../../context';
import { findRealtimeSession, markRealtimeSessionEnded } from './realtime-sessions.repo';

/**
 * Ends a browser voice session's Realtime call once its time is up: the real adapter hangs it up
 * at OpenAI, the Sandbox records the end only. Idempotent: an ended session is left as it is, and
 * a hang-up repeated after a crash finds the call already over (the adapter takes that as done).
 */
export async function endVoiceCall(
  ctx: AppContext,
  sessionId: string,
): Promise<{ ended: boolean; mode: 'live' | 'sandbox' | null }> {
  const session = await findRealtimeSession(ctx.db, sessionId);
  if (!session?.callId || session.endedAt) return { ended: false, mode: null };
  const llm = ctx.providers.llm;
  const { mode } = llm.endRealtimeCall ? await llm.endRealtimeCall(session.callId) : { mode: 'sandbox' as const };
  const ended = await markRealtimeSessionEnded(ctx.db, session.id, ctx.clock.now(), mode);
  if (ended)
    ctx.logger.info({ conversationId: session.conversationId, callId: session.callId, mode }, 'voice call ended');
  return { ended, mode };
}
