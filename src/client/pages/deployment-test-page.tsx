import { AdminGuard } from '@client/features/admin-auth';
import { DiagnosticsView } from '@client/features/diagnostics';

/** /deployment-test: server diagnostics, for admins only (the API refuses everyone else too). */
export default function DeploymentTestPage() {
  return <AdminGuard>{() => <DiagnosticsView />}</AdminGuard>;
}
