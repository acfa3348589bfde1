import type { AppContext } from '../../context';
import type { ConversationEngine } from './agent';
import { createLlmEngine } from './llm-engine';
import { createSandboxEngine } from './sandbox-engine';

const sandbox = createSandboxEngine();

/** The language model when one is keyed, else the Sandbox engine (the same rule as the llm kind). */
export function pickEngine(ctx: AppContext): ConversationEngine {
  return ctx.providers.llm.mode === 'sandbox' ? sandbox : createLlmEngine(ctx.providers.llm);
}
