import { AdminGuard } from '@client/features/admin-auth';
import { OutboxView } from '@client/features/mail-outbox';

/** /admin/outbox: the Sandbox mail outbox, admins only. */
export default function OutboxPage() {
  return <AdminGuard>{() => <OutboxView />}</AdminGuard>;
}
