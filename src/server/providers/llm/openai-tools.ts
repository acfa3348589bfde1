import type {
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ChatToolCall, ChatToolSpec, ChatTurn } from './types';

// Our conversation turns and tools in OpenAI's function-calling wire shapes, and back.

export function toOpenAiTools(tools: ChatToolSpec[]): ChatCompletionTool[] {
  return tools.map((t) => ({
    type: 'function',
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}

export function toOpenAiMessages(turns: ChatTurn[]): ChatCompletionMessageParam[] {
  return turns.map((t): ChatCompletionMessageParam => {
    if (t.role === 'tool') return { role: 'tool', tool_call_id: t.toolCallId, content: t.content };
    if (t.role === 'assistant')
      return {
        role: 'assistant',
        content: t.content,
        ...(t.toolCalls?.length
          ? {
              tool_calls: t.toolCalls.map((c) => ({
                id: c.id,
                type: 'function' as const,
                function: { name: c.name, arguments: JSON.stringify(c.arguments) },
              })),
            }
          : {}),
      };
    return { role: t.role, content: t.content };
  });
}

/** The model's arguments are a JSON string it wrote: anything that is not an object becomes {}. */
export function fromOpenAiToolCalls(calls: ChatCompletionMessageToolCall[]): ChatToolCall[] {
  return calls.flatMap((c) => {
    if (c.type !== 'function') return [];
    let args: unknown = {};
    try {
      args = JSON.parse(c.function.arguments || '{}');
    } catch {
      args = {};
    }
    const object = args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
    return [{ id: c.id, name: c.function.name, arguments: object }];
  });
}
