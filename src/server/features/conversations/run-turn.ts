import { performance } from 'node:perf_hooks';
import {
  CHAT_ENDED_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_VISITOR_MESSAGES,
  type TChatMessageResponse,
  type TConversationMode,
  type TToolName,
} from '@common/conversations/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { ToolCallRecord } from './agent';
import {
  endConversation,
  findConversation,
  insertToolCalls,
  insertTurns,
  listToolCalls,
  listTurns,
  reserveVisitorMessage,
  type ConversationRow,
} from './conversations.repo';
import { factSheetNote } from './fact-sheet-note';
import { pickEngine } from './pick-engine';
import { readKnowledgeFacts } from './read-knowledge-facts';
import { runTool } from './tools/run-tool';

/**
 * One exchange: the visitor's line, the engine's reply with the tools it ran, all stored with the
 * reply's latency. The message count is taken before the engine runs, so the limit holds under
 * concurrent sends; turn numbers follow from it (visitor 2n-1, agent 2n).
 */
export async function runTurn(
  ctx: AppContext,
  conversation: ConversationRow,
  text: string,
): Promise<TChatMessageResponse> {
  if (conversation.endedAt) throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
  const n = await reserveVisitorMessage(ctx.db, conversation.id, MAX_VISITOR_MESSAGES);
  if (n === null) {
    // Full or ended: the row as it is now says which (another send may have just filled it).
    const now = await findConversation(ctx.db, conversation.id);
    if (now && !now.endedAt) throw new AppError('RATE_LIMITED', CHAT_MESSAGE_LIMIT_MESSAGE);
    throw new AppError('CONFLICT', CHAT_ENDED_MESSAGE);
  }
  const started = performance.now();
  const [turns, stored] = await Promise.all([
    listTurns(ctx.db, conversation.id),
    listToolCalls(ctx.db, conversation.id),
  ]);
  const earlier: ToolCallRecord[] = stored.map((c) => ({
    name: c.name as TToolName,
    input: c.input,
    result: c.result,
    test: c.test,
  }));
  const mode = conversation.mode as TConversationMode;
  const engine = pickEngine(ctx);
  // A model gets the fact sheet up front; the Sandbox reads it through lookup_knowledge.
  const factSheet =
    engine.mode === 'live' && conversation.knowledgeOwner
      ? factSheetNote((await readKnowledgeFacts(ctx.db, conversation.knowledgeOwner)).facts, conversation.businessName)
      : '';
  const out = await engine.turn({
    factSheet,
    conversation,
    history: turns.map((t) => ({ role: t.role as 'agent' | 'visitor', text: t.text })),
    text,
    earlier,
    runTool: (name, input) => runTool({ ctx, conversation, mode, earlier }, name, input),
  });
  const latencyMs = Math.round(performance.now() - started);

  await insertTurns(ctx.db, [
    { conversationId: conversation.id, seq: 2 * n - 1, role: 'visitor', text },
    { conversationId: conversation.id, seq: 2 * n, role: 'agent', text: out.text, latencyMs },
  ]);
  await insertToolCalls(
    ctx.db,
    out.toolCalls.map((c) => ({ conversationId: conversation.id, turnSeq: 2 * n, ...c })),
  );
  if (out.ended) await endConversation(ctx.db, conversation.id, ctx.clock.now());
  return {
    messages: [{ role: 'agent', text: out.text, seq: 2 * n }],
    toolCalls: out.toolCalls,
    ended: out.ended,
    mode: engine.mode,
  };
}
