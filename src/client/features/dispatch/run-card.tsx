import type { TDispatchRun } from '@common/dispatch/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { useCan } from '@client/shared/role/role';
import type { RunAction } from './use-dispatch';

const STATUS = {
  running: ['Running', 'success'],
  paused: ['Paused', 'warning'],
  stopped: ['Stopped', 'muted'],
  finished: ['Finished', 'info'],
} as const;

/**
 * What the run is doing, in words: a running run with nothing to dial now waits for a retry (or
 * calling hours) until a stated time; a live run that left nothing to dial completed its campaign.
 */
export function runStatusLabel(run: TDispatchRun): [string, 'success' | 'warning' | 'muted' | 'info'] {
  if (run.status === 'running' && run.waiting) {
    const until = new Date(run.waiting.until).toLocaleString();
    if (run.waiting.for === 'scheduled start') return [`Scheduled to start at ${until}`, 'warning'];
    if (run.waiting.for === 'pace') return [`Paced: next calls at ${until}`, 'warning'];
    return [`Waiting for ${run.waiting.for} until ${until}`, 'warning'];
  }
  if (run.status === 'finished' && !run.testMode && run.campaignStatus === 'completed') return ['Completed', 'info'];
  const [label, tone] = STATUS[run.status];
  return [label, tone];
}

/**
 * The campaign's open dispatch run (or its last one): settings, progress and the controls. Pause
 * stops new dials at once (calls already ringing finish); Resume continues the same run; Stop ends
 * it and leaves the leads not yet dialled pending.
 */
export function RunCard({ run, busy, onAction }: { run: TDispatchRun; busy: boolean; onAction(a: RunAction): void }) {
  const mayRun = useCan('campaigns:run');
  const [label, tone] = runStatusLabel(run);
  const planned = run.counts.now + run.counts.later;
  const open = run.status === 'running' || run.status === 'paused';
  return (
    <Card data-testid="dispatch-run">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {open ? 'Open dispatch' : 'Last dispatch'}
          <Badge variant={tone} data-testid="run-status">
            {label}
          </Badge>
          <Badge variant={run.testMode ? 'warning' : 'info'} data-testid="run-kind">
            {run.testMode ? 'Test' : 'Live'}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="run-settings">
          <div>
            <dt className="text-muted-foreground">Batch Size</dt>
            <dd>{run.batchSize}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Delay Between Calls</dt>
            <dd>{run.delayBetweenCalls} ms</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Mode</dt>
            <dd>{run.testMode ? 'Test (Sandbox, changes nothing)' : 'Live'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Started</dt>
            <dd>{new Date(run.createdAt).toLocaleString()}</dd>
          </div>
        </dl>
        <Progress value={planned ? Math.min(100, (run.progress.finished / planned) * 100) : 0} label="Run progress" />
        <p className="text-sm text-muted-foreground" data-testid="run-progress">
          {run.progress.placed} of {planned} leads called · {run.progress.finished} finished · {run.progress.inProgress}{' '}
          in progress
          {run.status === 'paused' && run.pausedAt ? ` · paused at ${new Date(run.pausedAt).toLocaleTimeString()}` : ''}
        </p>
        {open && (
          <div className="flex flex-wrap gap-2">
            {run.status === 'running' ? (
              <Button
                variant="outline"
                disabled={!mayRun.allowed || busy}
                title={mayRun.reason}
                onClick={() => onAction('pause')}
              >
                Pause
              </Button>
            ) : (
              <Button disabled={!mayRun.allowed || busy} title={mayRun.reason} onClick={() => onAction('resume')}>
                Resume
              </Button>
            )}
            <Button
              variant="destructive"
              disabled={!mayRun.allowed || busy}
              title={mayRun.reason}
              onClick={() => onAction('stop')}
            >
              Stop
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
