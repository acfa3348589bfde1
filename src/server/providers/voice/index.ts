import type { ProviderDeps } from '../index';
import { notBuilt } from '../not-built';
import type { VoiceProvider } from './types';

export function createVoiceProvider(_deps: ProviderDeps): VoiceProvider {
  return notBuilt<VoiceProvider>('voice');
}
