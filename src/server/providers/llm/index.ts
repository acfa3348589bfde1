import type { ProviderDeps } from '../index';
import { notBuilt } from '../not-built';
import type { LlmProvider } from './types';

export function createLlmProvider(_deps: ProviderDeps): LlmProvider {
  return notBuilt<LlmProvider>('llm');
}
