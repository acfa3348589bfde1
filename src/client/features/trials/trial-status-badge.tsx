import { TRIAL_STATUS_LABELS } from '@common/wizard/schemas';
import { Badge } from '@client/components/ui/badge';
import type { TrialStatus } from './trial-filters';

const VARIANT = {
  initiated: 'muted',
  verified: 'info',
  launched: 'warning',
  completed: 'success',
  failed: 'destructive',
} as const;

/** The trial's status with the spec's label (admin-area §4). */
export const TrialStatusBadge = ({ status }: { status: TrialStatus }) => (
  <Badge variant={VARIANT[status]} data-status={status}>
    {TRIAL_STATUS_LABELS[status]}
  </Badge>
);
