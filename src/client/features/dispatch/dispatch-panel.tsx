import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DISPATCH_BATCH, DISPATCH_DELAY_MS, DISPATCH_MSG } from '@common/dispatch/schemas';
import type { TJobProgress } from '@common/system/jobs';
import { ConfirmDialog, type ConfirmRequest } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { ApiError } from '@client/lib/api';
import { errorReason as reason } from '@client/lib/error-reason';
import { useJobProgress } from '@client/lib/use-job-progress';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { AutoDispatchSwitch } from './auto-dispatch-switch';
import { ComplianceNotes } from './compliance-card';
import { liveDispatchQuestion, stopQuestion } from './dispatch-questions';
import { DispatchAlerts, DispatchProgress, HALTED } from './dispatch-alerts';
import { LeadCallTable } from './lead-call-table';
import { RunCard, runStatusLabel } from './run-card';
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
import { VoiceAssignmentCard } from './voice-assignment-card';
import { ScheduleCard } from './schedule-card';
import { WhoWillBeCalledCard } from './who-will-be-called-card';

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

/** The Dispatch tab for one campaign: voices, who will be called when, settings, live progress. */
export function DispatchPanel({ campaignId }: { campaignId: string }) {
  const mayRun = useCan('campaigns:run');
  const runOnly = { disabled: !mayRun.allowed, title: mayRun.reason };
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [batch, setBatch] = useState(String(DISPATCH_BATCH.default));
  const [delay, setDelay] = useState(String(DISPATCH_DELAY_MS.default));
  const [testMode, setTestMode] = useState(true);
  const [attest, setAttest] = useState(false);
  const [busy, setBusy] = useState(false);
  // A live run and a Stop are asked for first: both act at once on real leads.
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
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
    // A job that ended while its run waits for retries (or calling hours) did not complete the dispatch.
    else if (!HALTED.test(p.message)) {
      const until = (p.result as { waitingUntil?: string | null } | undefined)?.waitingUntil;
      toast({
        title: until ? `Waiting until ${new Date(until).toLocaleString()}` : 'Dispatch complete',
        description: p.message,
      });
    }
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
      <VoiceAssignmentCard preview={p} busy={busy} onAssign={() => void onAssign()} />
      <ScheduleCard campaignId={campaignId} preview={p} />
      <WhoWillBeCalledCard preview={p} />
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
          {!running && <DispatchAlerts noLeadsReady={noLeadsReady} capacityExceeded={capacityExceeded} />}
          <div className="flex flex-wrap gap-2">
            {/* A second Dispatch while a run is open stays possible (the server names that run); no
                ready lead or no capacity disables it (spec §8 dispatch alerts above). */}
            <Button
              onClick={() => {
                if (testMode || !p) return void onDispatch();
                setConfirm(liveDispatchQuestion(p.now.count, p.later.count, () => void onDispatch()));
              }}
              disabled={!mayRun.allowed || busy || !p || noLeadsReady || capacityExceeded}
              title={mayRun.reason}
            >
              Dispatch Calls
            </Button>
            <Button variant="outline" onClick={() => void onRefreshStatus()} {...runOnly}>
              Refresh Call Status
            </Button>
          </div>
          <LacksNote permission="campaigns:run" />
          <AutoDispatchSwitch {...{ campaignId, run, testMode, attest, preview: p, onChanged: refresh, mayRun }} />
          {watched && (
            <DispatchProgress
              progress={shown}
              phase={run && (run.waiting || run.status === 'finished') ? runStatusLabel(run)[0] : null}
            />
          )}
        </CardContent>
      </Card>
      {run && (
        <RunCard
          run={run}
          busy={busy}
          onAction={(a) => (a === 'stop' ? setConfirm(stopQuestion(() => void onRunAction(a))) : void onRunAction(a))}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      {Boolean(tests.data?.total) && (
        <TestCallsCard list={tests.data!} busy={busy} onClear={() => void onClearTests()} />
      )}
      <LeadCallTable page={leads.data} />
    </div>
  );
}
