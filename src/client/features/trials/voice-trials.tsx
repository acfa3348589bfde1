import { useMemo, useState } from 'react';
import { TRIAL_STATUSES, TRIAL_STATUS_LABELS } from '@common/wizard/schemas';
import type { TTrialListItem } from '@common/trials/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { MSG } from './messages';
import { ScheduleFollowUpDialog } from './schedule-follow-up-dialog';
import { countByStatus, emptyKind, filterTrials, isStatusFilter, type StatusFilter } from './trial-filters';
import { TrialCountTiles } from './trial-count-tiles';
import { TrialDetailsDialog } from './trial-details-dialog';
import { TrialTable } from './trial-table';
import { useVoiceTrials } from './use-voice-trials';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...TRIAL_STATUSES.map((s) => ({ value: s, label: TRIAL_STATUS_LABELS[s] })),
];

/** The Voice Trials tab (Voice Agent Trials CRM, spec admin-area §2). */
export function VoiceTrials() {
  const { data, isPending, isError } = useVoiceTrials();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [details, setDetails] = useState<TTrialListItem | null>(null);
  const [schedule, setSchedule] = useState<TTrialListItem | null>(null);

  const trials = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => filterTrials(trials, search, status), [trials, search, status]);
  const counts = useMemo(() => countByStatus(trials), [trials]);
  const empty = emptyKind(trials.length, shown.length);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Voice Agent Trials</CardTitle>
        <CardDescription>Visitors who built an agent and asked for a call</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            type="search"
            aria-label="Search trials"
            placeholder="Search by phone or industry..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:max-w-sm"
          />
          <Select
            aria-label="Filter by status"
            value={status}
            onValueChange={(v) => isStatusFilter(v) && setStatus(v)}
            options={STATUS_OPTIONS}
            className="sm:w-52"
          />
        </div>
        {isPending ? (
          <div className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
            <Spinner className="h-5 w-5" label={MSG.loading} />
            <span>{MSG.loading}</span>
          </div>
        ) : isError && !data ? (
          <p role="alert" className="py-10 text-center text-destructive">
            {MSG.error}
          </p>
        ) : (
          <>
            <TrialCountTiles counts={counts} />
            {empty ? (
              <p className="py-10 text-center text-muted-foreground" data-testid="trials-empty">
                {empty === 'none' ? MSG.emptyNone : MSG.emptyFiltered}
              </p>
            ) : (
              <TrialTable trials={shown} onDetails={setDetails} onSchedule={setSchedule} />
            )}
          </>
        )}
      </CardContent>
      <TrialDetailsDialog trial={details} onClose={() => setDetails(null)} />
      <ScheduleFollowUpDialog trial={schedule} onClose={() => setSchedule(null)} />
    </Card>
  );
}
