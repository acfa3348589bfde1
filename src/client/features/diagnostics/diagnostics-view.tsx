import { XCircle } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';
import { EnvironmentCard } from './environment-card';
import { NetworkTestsCard } from './network-tests-card';
import { TroubleshootingCard } from './troubleshooting-card';
import { errorText } from '@client/lib/api';
import { useEnvironmentDiagnostics } from './use-diagnostics';

/** /deployment-test (admin spec §1 "Deployment Diagnostics"). */
export function DiagnosticsView() {
  const env = useEnvironmentDiagnostics();
  return (
    <div className="min-h-screen bg-background">
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold">Deployment Diagnostics</h1>
          <p className="text-sm text-muted-foreground">Configuration and connectivity of this server.</p>
        </div>
        {env.isPending && <Spinner className="h-6 w-6" label="Loading environment status" />}
        {env.isError && (
          <div role="alert" className="flex items-start gap-2 text-sm" data-testid="environment-error">
            <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
            <div>
              <p className="font-medium text-destructive">Failed to load environment status</p>
              <p className="text-muted-foreground">{errorText(env.error)}</p>
            </div>
          </div>
        )}
        {env.data && <EnvironmentCard data={env.data} />}
        <NetworkTestsCard />
        <TroubleshootingCard />
      </main>
    </div>
  );
}
