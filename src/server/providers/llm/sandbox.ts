import { AppError } from '@common/errors';
import type { ChatWithToolsInput, GenerateObjectInput, GenerateTextInput, LlmProvider } from './types';

/**
 * The offline llm: it cannot follow instructions, so it answers each call's deterministic
 * `fallback` (template filling, keyword analysis) and says so through `mode: 'sandbox'`, which
 * features pass on in their responses. Fallback objects are checked like a model's answer would be,
 * so a feature's bad fallback fails here rather than further on.
 */
export function createSandboxLlm(): LlmProvider {
  return {
    mode: 'sandbox',
    adapter: 'sandbox',
    async generateText(input: GenerateTextInput): Promise<string> {
      return input.fallback();
    },
    async generateObject<T>(input: GenerateObjectInput<T>): Promise<T> {
      const value = await input.fallback();
      const checked = input.schema.safeParse(value);
      if (!checked.success)
        throw new AppError('INTERNAL', `Sandbox fallback for ${input.schemaName} does not match its schema`);
      return checked.data;
    },
    async chatWithTools(input: ChatWithToolsInput) {
      return input.fallback();
    },
    // No Realtime call exists without a key: the end is only recorded, labelled Sandbox.
    async endRealtimeCall() {
      return { mode: 'sandbox' as const };
    },
  };
}
