import type { ProviderDeps } from '../deps';
import { createOpenAiLlm } from './openai';
import { createSandboxLlm } from './sandbox';
import type { LlmProvider } from './types';

/** OpenAI when OPENAI_API_KEY is set (the same rule as providerReport), the labelled sandbox otherwise. */
export function createLlmProvider({ env, logger }: ProviderDeps): LlmProvider {
  if (!env.OPENAI_API_KEY) return createSandboxLlm();
  return createOpenAiLlm({ apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, logger });
}
