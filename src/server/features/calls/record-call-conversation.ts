import type { AppContext } from '../../context';
import { setFinishedCallWords } from './calls.repo';

export interface CallConversationWords {
  transcripts: Array<{ user: string; text: string }>;
  summary: string;
  durationSeconds: number;
}

/**
 * A finished call's transcript becomes the conversation that was held on it (the Sandbox runs its
 * calls through the conversation engine after the simulated line closes), so the reading, the
 * results and the webhook all see what the agent and its tools actually did.
 */
export async function recordCallConversation(
  ctx: AppContext,
  callId: string,
  words: CallConversationWords,
): Promise<boolean> {
  return setFinishedCallWords(ctx.db, callId, {
    transcripts: words.transcripts,
    transcript: words.transcripts.map((t) => `${t.user}: ${t.text}`).join('\n'),
    summary: words.summary,
    durationSeconds: words.durationSeconds,
  });
}
