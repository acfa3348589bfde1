import { AdminGuard } from '@client/features/admin-auth';
import { LeadScout } from '@client/features/scout';

/** /lead-scout: the Lead Scout Agent page (admins only; the API refuses everyone else too). */
export default function LeadScoutPage() {
  return (
    <AdminGuard>
      {() => (
        <main className="mx-auto max-w-7xl space-y-4 px-4 py-8">
          <h1 className="text-3xl font-bold">Lead Scout Agent</h1>
          <LeadScout variant="page" />
        </main>
      )}
    </AdminGuard>
  );
}
