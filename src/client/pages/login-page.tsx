import { EmailAuthForm } from '@client/features/admin-auth';

/** /login: email sign-in and sign-up. */
export default function LoginPage() {
  return <EmailAuthForm />;
}
