import type { ProviderDeps } from '../deps';
import { providerReport } from '../mode-report';
import { createBlandVoice } from './bland';
import { createSandboxVoice } from './sandbox';
import { databaseSandboxStore } from './sandbox-calls.repo';
import type { VoiceProvider } from './types';

/**
 * The Sandbox voice provider on the app's database: campaign test mode uses it even when Bland is
 * keyed (test mode never dials a real number), and it is the voice provider when Bland is not.
 */
export function createSandboxVoiceProvider(deps: ProviderDeps): VoiceProvider {
  return createSandboxVoice({
    store: databaseSandboxStore(deps.database.db),
    queuedMs: deps.env.SANDBOX_CALL_QUEUED_MS,
    talkMs: deps.env.SANDBOX_CALL_TALK_MS,
  });
}

/** Bland when BLAND_API_KEY is set, the labelled sandbox otherwise (the same decision as the mode report). */
export function createVoiceProvider(
  deps: ProviderDeps,
  sandbox: VoiceProvider = createSandboxVoiceProvider(deps),
): VoiceProvider {
  const { env, logger } = deps;
  if (providerReport(env).voice.adapter === 'bland' && env.BLAND_API_KEY) {
    if (!env.BLAND_WEBHOOK_SECRET)
      logger.warn(
        'BLAND_WEBHOOK_SECRET is not set: Bland webhooks will be refused and call results come from polling only',
      );
    return createBlandVoice({
      apiKey: env.BLAND_API_KEY,
      baseUrl: env.BLAND_API_URL,
      webhookSecret: env.BLAND_WEBHOOK_SECRET,
    });
  }
  return sandbox;
}
