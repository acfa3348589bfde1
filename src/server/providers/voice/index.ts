import type { ProviderDeps } from '../index';
import { providerReport } from '../mode-report';
import { createBlandVoice } from './bland';
import { createSandboxVoice } from './sandbox';
import type { VoiceProvider } from './types';

/** Bland when BLAND_API_KEY is set, the labelled sandbox otherwise (the same decision as the mode report). */
export function createVoiceProvider(deps: ProviderDeps): VoiceProvider {
  const { env, logger } = deps;
  if (providerReport(env).voice.adapter === 'bland' && env.BLAND_API_KEY) {
    if (!env.BLAND_WEBHOOK_SECRET) logger.warn('BLAND_WEBHOOK_SECRET is not set: Bland webhooks will be refused and call results come from polling only');
    return createBlandVoice({ apiKey: env.BLAND_API_KEY, baseUrl: env.BLAND_API_URL, webhookSecret: env.BLAND_WEBHOOK_SECRET });
  }
  return createSandboxVoice();
}
