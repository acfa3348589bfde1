import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DISPATCH_BATCH, DISPATCH_DELAY_MS, DISPATCH_MSG, type TDispatchPreview } from '@common/dispatch/schemas';
import type { TJobProgress } from '@common/system/jobs';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Switch } from '@client/components/ui/switch';
import { ApiError } from '@client/lib/api';
import { errorReason as reason } from '@client/lib/error-reason';
import { useJobProgress } from '@client/lib/use-job-progress';
import { toast } from '@client/lib/use-toast';
import { ComplianceNotes } from './compliance-card';
import { LeadCallTable } from './lead-call-table';
import { RunCard } from './run-card';
import { TestCallsCard } from './test-calls-card';
import {
  assignVoices,
  clearTestCalls,
  controlRun,
  dispatchCalls,
  updateCallStatus,
  useCallCapacity,
  useDispatchLeads,
  useDispatchPreview,
  useDispatchRun,
  useTestCalls,
  type RunAction,
} from './use-dispatch';

/** The last message of a dispatch job that a Pause or Stop ended (dispatch-calls.job.ts). */
const HALTED = /^(Paused|Stopped) after /;
const DONE: Record<RunAction, string> = {
  pause: 'Dispatch paused',
  resume: 'Dispatch resumed',
  stop: 'Dispatch stopped',
};
const SAID: Record<RunAction, string> = {
  pause: 'No new call starts; calls already ringing finish and are recorded.',
  resume: 'The same run goes on with its settings.',
  stop: 'The run has ended; leads not yet called stay pending.',
};

/** Spec §9: batch 1 to 50, and 25 when the field is not a number. */
const batchOf = (s: string) => (Number.isNaN(Number.parseInt(s, 10)) ? DISPATCH_BATCH.default : Number.parseInt(s, 10));

function Bucket({
  title,
  testId,
  bucket,
  tone,
}: {
  title: string;
  testId: string;
  bucket: TDispatchPreview['now'] | TDispatchPreview['never'];
  tone: 'success' | 'warning' | 'muted';
}) {
  return (
    <div className="rounded-md border p-3" data-testid={testId}>
      <div className="flex items-center justify-between">
        <span className="font-medium">{title}</span>
        <Badge variant={tone}>{bucket.count}</Badge>
      </div>
      <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
        {bucket.reasons.map((r) => (
          <li key={r.reason}>
            {r.count} · {r.reason}
          </li>
        ))}
      </ul>
      {bucket.sources.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-t pt-2 text-xs text-muted-foreground"
          data-testid={`${testId}-sources`}
          aria-label="Time zone decided"
        >
          {bucket.sources.map((r) => (
            <li key={r.reason}>
              {r.count} · {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Dispatch tab for one campaign: voices, who will be called when, settings, live progress. */
export function DispatchPanel({ campaignId }: { campaignId: string }) {
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [batch, setBatch] = useState(String(DISPATCH_BATCH.default));
  const [delay, setDelay] = useState(String(DISPATCH_DELAY_MS.default));
  const [testMode, setTestMode] = useState(true);
  const [attest, setAttest] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    void qc.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        (q.queryKey[0].includes(campaignId) ||
          q.queryKey[0].includes('call-capacity') ||
          q.queryKey[0] === '/api/admin/stats' ||
          q.queryKey[0] === '/api/admin/campaigns'),
    });
  const progress = useJobProgress(jobId, (p: TJobProgress) => {
    refresh();
    if (p.state === 'failed')
      toast({
        variant: 'destructive',
        title: DISPATCH_MSG.dispatchFailed,
        description: p.message || DISPATCH_MSG.dispatchFailedText,
      });
    // A job ended by Pause or Stop: the control already said so.
    else if (!HALTED.test(p.message)) toast({ title: 'Dispatch complete', description: p.message });
  });
  const run = useDispatchRun(campaignId).data?.run ?? null;
  // The open run's job, also after a reload (the tab watches the job its run reports on).
  const watched = jobId ?? (run?.status === 'running' ? run.jobId : null);
  const progressOf = useJobProgress(jobId ? null : watched);
  const shown = progress ?? progressOf;
  const running =
    run?.status === 'running' ||
    (Boolean(jobId) && (!progress || progress.state === 'queued' || progress.state === 'active'));
  const live = running || Boolean(run && run.progress.inProgress > 0);
  const preview = useDispatchPreview(campaignId, live);
  const leads = useDispatchLeads(campaignId, live);
  const tests = useTestCalls(campaignId, live && Boolean(run?.testMode));
  // Each change of the run (a call finished, paused, stopped) refreshes what the tab shows once more,
  // so the last state is on screen after polling stops.
  const runState = run ? `${run.id}:${run.status}:${run.progress.finished}:${run.progress.placed}` : '';
  useEffect(() => {
    if (runState)
      void qc.invalidateQueries({
        predicate: (q) =>
          typeof q.queryKey[0] === 'string' &&
          q.queryKey[0].includes(campaignId) &&
          !q.queryKey[0].endsWith('/dispatch-run'),
      });
  }, [runState, qc, campaignId]);
  const capacity = useCallCapacity();
  const p = preview.data;

  const onAssign = async () => {
    setBusy(true);
    try {
      const r = await assignVoices(campaignId);
      toast({ title: 'Voices assigned', description: `${r.assignedCount} leads got a voice` });
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: DISPATCH_MSG.voiceFailed,
        description: reason(err, DISPATCH_MSG.voiceFailedText),
      });
    } finally {
      setBusy(false);
    }
  };
  // Spec §8 "Dispatch alerts": said on the panel, and the button stays disabled while either holds.
  const noLeadsReady = !!p && p.now.count + p.later.count === 0;
  const capacityExceeded = !!capacity.data && !capacity.data.canMakeCall;
  const onDispatch = async () => {
    setBusy(true);
    try {
      const r = await dispatchCalls(campaignId, {
        batchSize: batchOf(batch) as number,
        delayBetweenCalls: Number(delay),
        testMode,
        ...(attest ? { consentAttestation: true } : {}),
      });
      setJobId(r.jobId);
      toast({ title: r.alreadyRunning ? 'Dispatch already running' : 'Dispatch started', description: r.message });
      refresh();
    } catch (err) {
      // A second Dispatch while a run is open is refused, naming that run and its settings.
      const openRun =
        err instanceof ApiError && err.status === 409 && /dispatch is already/.test(err.serverMessage ?? '');
      toast({
        variant: 'destructive',
        title: openRun ? 'Dispatch not changed' : DISPATCH_MSG.dispatchFailed,
        description: reason(err, DISPATCH_MSG.dispatchFailedText),
      });
    } finally {
      setBusy(false);
    }
  };

  const onRunAction = async (action: RunAction) => {
    setBusy(true);
    try {
      const r = await controlRun(campaignId, action);
      if (action === 'resume' && r.run?.jobId) setJobId(r.run.jobId);
      toast({ title: DONE[action], description: SAID[action] });
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: `Could not ${action} the dispatch`,
        description: reason(err, 'Please try again'),
      });
    } finally {
      setBusy(false);
    }
  };

  const onClearTests = async () => {
    setBusy(true);
    try {
      const r = await clearTestCalls(campaignId);
      toast({ title: 'Test results cleared', description: `${r.cleared} test calls removed` });
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Could not clear test results',
        description: reason(err, 'Please try again'),
      });
    } finally {
      setBusy(false);
    }
  };

  const onRefreshStatus = async () => {
    try {
      const r = await updateCallStatus(campaignId);
      toast({ title: 'Call status updated', description: `${r.completed} completed, ${r.inProgress} in progress` });
      refresh();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Status update failed',
        description: reason(err, 'Could not update call status'),
      });
    }
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Voice Assignment</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <Button onClick={onAssign} disabled={busy || !p || p.needVoice === 0}>
            Assign Voices
          </Button>
          <span className="text-sm text-muted-foreground" data-testid="need-voice">
            {p
              ? p.needVoice === 0
                ? 'Every enriched lead has a voice.'
                : `${p.needVoice} enriched leads need a voice.`
              : ''}
          </span>
          <SandboxBadge kind="voice" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Who will be called</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 md:grid-cols-3">
          {p && (
            <>
              <Bucket title="Now" testId="bucket-now" bucket={p.now} tone="success" />
              <Bucket title="Later" testId="bucket-later" bucket={p.later} tone="warning" />
              <Bucket title="Never" testId="bucket-never" bucket={p.never} tone="muted" />
            </>
          )}
          <p className="text-xs text-muted-foreground md:col-span-3">
            Calling hours are 8:00–21:00 in each lead’s local time (8:00–20:00 and at most 3 calls a day in Florida,
            Oklahoma and Maryland; weekdays 9:00–21:00 in South Dakota); the time zone comes from a time-zone, state or
            ZIP column, else the area code. Numbers on the do-not-call list or the national registry are never dialled.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Dispatch Settings</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <label className="space-y-1 text-sm">
              <span>Batch Size</span>
              <Input
                type="number"
                min={DISPATCH_BATCH.min}
                max={DISPATCH_BATCH.max}
                value={batch}
                onChange={(e) => setBatch(e.target.value)}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span>Delay Between Calls (ms)</span>
              <Input
                type="number"
                min={DISPATCH_DELAY_MS.min}
                max={DISPATCH_DELAY_MS.max}
                step={500}
                value={delay}
                onChange={(e) => setDelay(e.target.value)}
              />
            </label>
            <label className="flex items-center gap-2 self-end text-sm">
              <Switch checked={testMode} onCheckedChange={setTestMode} aria-label="Test Mode" />
              <span>Test Mode</span>
            </label>
          </div>
          {testMode && (
            <p className="text-xs text-muted-foreground">
              Test mode uses the Sandbox voice provider: no real phone rings.
            </p>
          )}
          {p && <ComplianceNotes preview={p} testMode={testMode} attest={attest} onAttest={setAttest} />}
          {(noLeadsReady || capacityExceeded) && !running && (
            <div
              role="alert"
              className="space-y-1 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
              data-testid="dispatch-alerts"
            >
              {noLeadsReady && <p>{DISPATCH_MSG.noLeadsReady}</p>}
              {capacityExceeded && <p>{DISPATCH_MSG.capacityExceeded}</p>}
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {/* A second Dispatch while a run is open stays possible (the server names that run); no
                ready lead or no capacity disables it (spec §8 dispatch alerts above). */}
            <Button onClick={onDispatch} disabled={busy || !p || noLeadsReady || capacityExceeded}>
              Dispatch Calls
            </Button>
            <Button variant="outline" onClick={() => void onRefreshStatus()}>
              Refresh Call Status
            </Button>
          </div>
          {watched && (
            <div className="space-y-1" data-testid="dispatch-progress">
              <Progress value={shown && shown.total ? (shown.done / shown.total) * 100 : 0} label="Dispatch progress" />
              <p className="text-sm text-muted-foreground">
                {shown?.state === 'completed' && !HALTED.test(shown.message)
                  ? `Done: ${shown.message}`
                  : (shown?.message ?? 'Queued…')}
              </p>
            </div>
          )}
        </CardContent>
      </Card>
      {run && <RunCard run={run} busy={busy} onAction={(a) => void onRunAction(a)} />}
      {Boolean(tests.data?.total) && (
        <TestCallsCard list={tests.data!} busy={busy} onClear={() => void onClearTests()} />
      )}
      <LeadCallTable page={leads.data} />
    </div>
  );
}
