import { ResetPasswordView } from '@client/features/admin-auth';

/** /reset-password: where a password-reset link lands. */
export default function ResetPasswordPage() {
  return <ResetPasswordView />;
}
