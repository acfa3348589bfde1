import { CheckCircle2, MinusCircle, Network, TriangleAlert, XCircle } from 'lucide-react';
import type { TNetworkTest } from '@common/diagnostics/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api';
import { useNetworkTests } from './use-diagnostics';

/** Spec §1 "Run Network Tests": platform, runtime version, and each check's outcome. */
export function NetworkTestsCard() {
  const run = useNetworkTests();
  const result = run.data;
  const failing = result?.tests.some((t) => !t.success) ?? false;
  return (
    <Card data-testid="network-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <Network className="h-5 w-5" aria-hidden /> Network Tests
          </CardTitle>
          <CardDescription>
            Checks the database, the job queue and each live provider's base URL from this server (5 s limit each).
          </CardDescription>
        </div>
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? <Spinner className="h-4 w-4" label="Running network tests" /> : <Network aria-hidden />}
          Run Network Tests
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {run.isError && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive" data-testid="network-error">
            <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> Network test failed: {errorText(run.error)}
          </p>
        )}
        {!result && !run.isError && <p className="text-sm text-muted-foreground">Not run yet.</p>}
        {result && (
          <>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-md">
              <dt className="text-muted-foreground">Platform</dt>
              <dd data-testid="network-platform">{result.platform}</dd>
              <dt className="text-muted-foreground">Runtime version</dt>
              <dd data-testid="network-node-version">Node.js {result.nodeVersion}</dd>
            </dl>
            {failing && (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
                data-testid="network-issues"
              >
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
                <div>
                  <p className="font-semibold text-destructive">Network Issues Detected</p>
                  <p>At least one check failed. See the errors below and the troubleshooting steps.</p>
                </div>
              </div>
            )}
            <ul className="divide-y rounded-md border" data-testid="network-tests">
              {result.tests.map((t) => (
                <TestRow key={t.name} test={t} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function TestRow({ test: t }: { test: TNetworkTest }) {
  const Icon = t.skipped ? MinusCircle : t.success ? CheckCircle2 : XCircle;
  const tone = t.skipped ? 'text-muted-foreground' : t.success ? 'text-green-600' : 'text-destructive';
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm"
      data-testid="network-test"
      data-success={String(t.success)}
    >
      <div className="flex min-w-0 items-start gap-2">
        <Icon
          className={`mt-0.5 h-4 w-4 shrink-0 ${tone}`}
          aria-label={t.skipped ? 'Skipped' : t.success ? 'Success' : 'Failed'}
        />
        <div className="min-w-0">
          <p className="break-all font-medium">{t.name}</p>
          {t.note && <p className="text-muted-foreground">{t.note}</p>}
          {t.error && <p className="text-destructive">Error: {t.error}</p>}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {t.status !== undefined && <Badge variant="outline">HTTP {t.status}</Badge>}
        <span className="tabular-nums text-muted-foreground">{t.time} ms</span>
        <Badge variant={t.skipped ? 'muted' : t.success ? 'success' : 'destructive'}>
          {t.skipped ? 'Skipped' : t.success ? 'Success' : 'Failed'}
        </Badge>
      </div>
    </li>
  );
}
