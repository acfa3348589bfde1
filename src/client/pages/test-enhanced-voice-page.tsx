import { AdminGuard } from '@client/features/admin-auth';
import { EnhancedVoiceTester } from '@client/features/enhanced-voice';

/** /test-enhanced-voice (spec part 2 §2, admin tool page 2): admins only, like every tool page. */
export default function Page() {
  return <AdminGuard>{() => <EnhancedVoiceTester />}</AdminGuard>;
}
