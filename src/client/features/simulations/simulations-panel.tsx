import { useState } from 'react';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LacksNote, useCan } from '@client/shared/role/role';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CustomScenarioForm } from './custom-scenario-form';
import { LeadScenarioForm } from './lead-scenario-form';
import { ScenarioResult } from './scenario-result';
import { startSimulations, useSimulationRun, useSimulationSuite } from './simulations-api';
import { errorText } from '@client/lib/api';
import { promptVersionIdLabel } from '@common/simulations/schemas';

/** Versions by the names the admin gave them; their ids' hashes are internal. */
const labels = (ids: string[]) => ids.map(promptVersionIdLabel).join(', ');

/**
 * Simulated calls before a prompt reaches a real phone: the campaign's suite, a run over every
 * prompt version the next dispatch would use, live progress and each scenario's verdict.
 */
export function SimulationsPanel({ campaignId }: { campaignId: string }) {
  const may = useCan('prompts:edit');
  const suite = useSimulationSuite(campaignId);
  const [started, setStarted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const runId = started ?? suite.data?.latestRunId ?? null;
  const run = useSimulationRun(runId);
  const onRun = async () => {
    setError(null);
    try {
      setStarted((await startSimulations(campaignId)).runId);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const r = run.data;
  const running = r?.status === 'running';
  return (
    <Card data-testid="simulations-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <div>
          <CardTitle className="flex items-center gap-2 text-base">
            <FlaskConical className="h-4 w-4" aria-hidden />
            Simulations
            {r?.mode === 'sandbox' ? <Badge variant="outline">Sandbox</Badge> : null}
          </CardTitle>
          <CardDescription>
            Scripted callees talk to this campaign&apos;s agent in test mode; nothing real is booked, opted out or
            called. Versions: {suite.data ? labels(suite.data.promptVersionIds) : '…'}
          </CardDescription>
        </div>
        <Button type="button" size="sm" onClick={onRun} disabled={running || !may.allowed} title={may.reason}>
          {running ? 'Running…' : 'Run simulations'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        <LacksNote permission="prompts:edit" />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {!r && (
          <ul className="list-inside list-disc text-sm text-muted-foreground">
            {suite.data?.scenarios.map((s) => (
              <li key={s.name}>
                {s.name}
                {s.builtIn ? '' : ' (this campaign)'}
              </li>
            ))}
          </ul>
        )}
        <CustomScenarioForm campaignId={campaignId} />
        <LeadScenarioForm campaignId={campaignId} />
        {r && (
          <p className="text-sm" data-testid="simulation-status" role="status">
            {r.status === 'running'
              ? `Running: ${r.progress.done} of ${r.progress.total} conversations`
              : `${r.status === 'passed' ? 'Passed' : 'Failed'}: ${r.message ?? ''}`}
          </p>
        )}
        {r &&
          r.status !== 'running' &&
          suite.data &&
          r.promptVersionIds.join() !== suite.data.promptVersionIds.join() && (
            <p className="text-sm text-warning" data-testid="simulation-stale">
              This run tested an earlier text of {labels(r.promptVersionIds)}: the prompt has changed since. Run the
              suite again for {labels(suite.data.promptVersionIds)}.
            </p>
          )}
        {r?.scenarios.map((s) => (
          <ScenarioResult key={`${s.promptVersionId}|${s.name}`} r={s} />
        ))}
      </CardContent>
    </Card>
  );
}
