import { EmailVerifiedView } from '@client/features/admin-auth';

/** /email-verified: where a verification link lands. */
export default function EmailVerifiedPage() {
  return <EmailVerifiedView />;
}
