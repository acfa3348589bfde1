import type { AppContext } from '../../context';
import type { VoiceProvider } from '../../providers/voice/types';

/** Test mode never dials a real number: it uses the Sandbox even when Bland is keyed. */
export const voiceFor = (ctx: AppContext, testMode = false): VoiceProvider =>
  testMode ? ctx.providers.sandboxVoice : ctx.providers.voice;

/** The provider that placed a stored call (by its adapter name), or null when the app no longer has it. */
export function voiceByAdapter(ctx: AppContext, adapter: string): VoiceProvider | null {
  if (ctx.providers.voice.adapter === adapter) return ctx.providers.voice;
  if (ctx.providers.sandboxVoice.adapter === adapter) return ctx.providers.sandboxVoice;
  return null;
}
