import { DISPATCH_MSG } from '@common/dispatch/schemas';
import type { TJobProgress } from '@common/system/jobs';
import { Progress } from '@client/components/ui/progress';

/** The last message of a dispatch job that a Pause or Stop ended (dispatch-calls.job.ts). */
export const HALTED = /^(Paused|Stopped) after /;

/**
 * Spec §8 "Dispatch alerts": said on the panel while no lead is ready or the call capacity is used
 * up (the Dispatch button stays disabled meanwhile). Not shown while a run is dialling.
 */
export function DispatchAlerts({
  noLeadsReady,
  capacityExceeded,
}: {
  noLeadsReady: boolean;
  capacityExceeded: boolean;
}) {
  if (!noLeadsReady && !capacityExceeded) return null;
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
      data-testid="dispatch-alerts"
    >
      {noLeadsReady && <p>{DISPATCH_MSG.noLeadsReady}</p>}
      {capacityExceeded && <p>{DISPATCH_MSG.capacityExceeded}</p>}
    </div>
  );
}

/**
 * The watched dispatch job's progress bar and its latest message. A job that ended while its run
 * goes on (waiting for retries) or that completed the campaign says so, not "Done" (`phase`).
 */
export function DispatchProgress({
  progress,
  phase,
}: {
  progress: TJobProgress | null | undefined;
  phase?: string | null;
}) {
  return (
    <div className="space-y-1" data-testid="dispatch-progress">
      <Progress
        value={progress && progress.total ? (progress.done / progress.total) * 100 : 0}
        label="Dispatch progress"
      />
      <p className="text-sm text-muted-foreground">
        {progress?.state === 'completed' && !HALTED.test(progress.message)
          ? `${phase ?? 'Done'}: ${progress.message}`
          : (progress?.message ?? 'Queued…')}
      </p>
    </div>
  );
}
