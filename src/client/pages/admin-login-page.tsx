import { AdminLoginForm } from '@client/features/admin-auth';
import { HelpWidget } from '@client/features/help';

/** /admin/login: the admin sign-in, with the Help widget (spec: on every path beginning with /admin). */
export default function AdminLoginPage() {
  return (
    <>
      <AdminLoginForm />
      <HelpWidget />
    </>
  );
}
