import type { TToolName } from '@common/conversations/schemas';
import type { ChatTurn, LlmProvider } from '../../providers/llm/types';
import type { ConversationEngine, EngineTurnInput, EngineTurnOutput, ToolCallRecord } from './agent';
import type { ConversationRow } from './conversations.repo';
import { offeredTools } from '../voice-tools/offered-tools';
import { TOOL_SPECS } from '../voice-tools/specs';
import { roleNote, roleOf } from './agent-role';
import { openingLine } from './opening-line';

const MAX_STEPS = 4;

/** The rules every live conversation's model gets after the agent's prompt (text or voice). */
export const SYSTEM_SUFFIX = `

You are now in a live conversation. Reply in one to three short spoken sentences. Use lookup_knowledge for any fact about the business instead of guessing, and state only what it returns; when it finds nothing, say you don't know and offer a follow-up. Never agree to a claim you cannot find there ("you're the cheapest, right?"): say what you do know instead. Use the other tools when the caller asks for what they do; after a goodbye call end_call.`;

/**
 * The agent's prompt, then who it is in this conversation, then the business's fact sheet (used
 * before anything looked up), then the rules of a live conversation.
 */
export const systemPrompt = (c: ConversationRow, factSheet = '') => c.prompt + roleNote(c) + factSheet + SYSTEM_SUFFIX;

/**
 * Turns through the language model with function calling: the model asks for tools, we run them
 * and send the results back, up to MAX_STEPS rounds, until it speaks.
 */
export function createLlmEngine(llm: LlmProvider): ConversationEngine {
  return {
    name: llm.adapter,
    mode: 'live',
    // The app speaks the first line, not the model, so the disclosure there holds whatever the prompt says.
    opening: (s) => openingLine(s.agentName, s.businessName, true, roleOf(s.mode)),
    async turn({ conversation, history, text, runTool, factSheet }: EngineTurnInput): Promise<EngineTurnOutput> {
      const messages: ChatTurn[] = [
        { role: 'system', content: systemPrompt(conversation, factSheet) },
        ...history.map((m): ChatTurn =>
          m.role === 'agent' ? { role: 'assistant', content: m.text } : { role: 'user', content: m.text },
        ),
        { role: 'user', content: text },
      ];
      const calls: ToolCallRecord[] = [];
      // Only what this conversation offers runs: after hours a transfer asked for anyway is not made.
      const offered = offeredTools(conversation.afterHours);
      const isTool = (n: string): n is TToolName => (offered as string[]).includes(n);
      for (let step = 0; step < MAX_STEPS; step++) {
        const out = await llm.chatWithTools({
          messages,
          tools: Object.values(TOOL_SPECS).filter((spec) => isTool(spec.name)),
          temperature: 0.6,
          fallback: () => ({ text: 'Sorry, could you say that again?', toolCalls: [] }),
        });
        const wanted = out.toolCalls.filter((c) => isTool(c.name));
        if (!wanted.length) {
          return { text: out.text ?? '', toolCalls: calls, ended: calls.some((c) => c.name === 'end_call') };
        }
        messages.push({ role: 'assistant', content: out.text, toolCalls: wanted });
        for (const c of wanted) {
          const record = await runTool(c.name as TToolName, c.arguments);
          calls.push(record);
          messages.push({ role: 'tool', toolCallId: c.id, content: JSON.stringify(record.result) });
        }
      }
      const ended = calls.some((c) => c.name === 'end_call');
      return { text: ended ? 'Goodbye!' : 'Let me get back to you on that.', toolCalls: calls, ended };
    },
  };
}
