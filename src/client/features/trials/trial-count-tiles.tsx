import { TRIAL_STATUSES, TRIAL_STATUS_LABELS } from '@common/wizard/schemas';
import { Card } from '@client/components/ui/card';
import type { TrialStatus } from './trial-filters';

/** One count tile per trial status, over every trial loaded. */
export function TrialCountTiles({ counts }: { counts: Record<TrialStatus, number> }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {TRIAL_STATUSES.map((s) => (
        <Card key={s} className="p-4" data-testid={`trial-count-${s}`}>
          <p className="text-sm text-muted-foreground">{TRIAL_STATUS_LABELS[s]}</p>
          <p className="text-2xl font-bold">{counts[s]}</p>
        </Card>
      ))}
    </div>
  );
}
