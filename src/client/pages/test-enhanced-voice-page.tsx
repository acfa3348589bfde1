import { EnhancedVoiceTester } from '@client/features/enhanced-voice';

/** /test-enhanced-voice (spec part 2 §2, admin tool page 2). */
export default function Page() {
  return <EnhancedVoiceTester />;
}
