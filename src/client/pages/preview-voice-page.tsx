import { VoicePreview } from '@client/features/voice-preview';

/** /preview-voice (spec part 2 §2, admin tool page 5). */
export default function Page() {
  return <VoicePreview />;
}
