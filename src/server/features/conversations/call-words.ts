import type { AppContext } from '../../context';
import { listToolCalls, listTurns } from './conversations.repo';

/** About 2.5 spoken words a second, as the Sandbox's other simulated calls. */
const seconds = (lines: string[]) => Math.round(lines.join(' ').split(/\s+/).length / 2.5);

/**
 * What was said and done on a call's conversation, as a provider's transcript reads (assistant,
 * user, and an agent-action line per tool after the turn that ran it), headed by `note` (how the
 * call was held, since no provider recorded it). The reading and the results read these lines.
 */
export async function callWords(
  ctx: AppContext,
  conversationId: string,
  note: string,
): Promise<{ transcripts: Array<{ user: string; text: string }>; durationSeconds: number; toolCount: number }> {
  const [turns, tools] = await Promise.all([listTurns(ctx.db, conversationId), listToolCalls(ctx.db, conversationId)]);
  const transcripts = [
    { user: 'agent-action', text: note },
    ...turns.flatMap((t) => [
      { user: t.role === 'agent' ? 'assistant' : 'user', text: t.text },
      ...tools
        .filter((c) => c.turnSeq === t.seq)
        .map((c) => ({
          user: 'agent-action',
          text: `${c.name}${c.test ? ' (test)' : ''}: ${JSON.stringify(c.result)}`,
        })),
    ]),
  ];
  return { transcripts, durationSeconds: seconds(turns.map((t) => t.text)), toolCount: tools.length };
}
