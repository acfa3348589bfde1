import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { describeSchedule, WEEKDAY_NAMES, type TCampaignSchedule } from '@common/campaign-settings/schedule';
import type { TCampaign } from '@common/campaigns/schemas';
import type { TDispatchPreview } from '@common/dispatch/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label } from '@client/components/ui/input';
import { apiRequest, errorText } from '@client/lib/api';
import { LacksNote, useCan } from '@client/shared/role/role';
import { fromScheduleDraft, toScheduleDraft, type ScheduleDraft } from './schedule-draft';

const saveSchedule = (campaignId: string, schedule: TCampaignSchedule | null) =>
  apiRequest<TCampaign>('PATCH', `/api/admin/campaigns/${campaignId}`, { schedule });

/** What is scheduled, in words: the start, the days and hours, and the pace used so far. */
function ScheduleSummary({ s }: { s: NonNullable<TDispatchPreview['schedule']> }) {
  const start = s.startAt ? new Date(s.startAt) : null;
  return (
    <ul className="space-y-1 text-sm" data-testid="schedule-summary">
      <li>
        {start ? `${start > new Date() ? 'Starts' : 'Started'} ${start.toLocaleString()}` : 'Starts when dispatched'}
      </li>
      <li>Calls {describeSchedule(s)}, inside each lead's lawful hours.</li>
      {s.callsPerDay !== null && (
        <li>
          {s.callsLast24h} of {s.callsPerDay} calls used in the last 24 hours.
        </li>
      )}
    </ul>
  );
}

/**
 * The campaign's schedule on the Dispatch tab: when it may start, the days and hours it calls (in
 * each lead's own time, never outside the law's window) and its pace. A dispatch started before
 * the start waits for it; the preview above counts the leads it holds as "later".
 */
export function ScheduleCard({ campaignId, preview }: { campaignId: string; preview: TDispatchPreview | undefined }) {
  const qc = useQueryClient();
  const may = useCan('settings:edit');
  const current = preview?.schedule ?? null;
  const [draft, setDraft] = useState<ScheduleDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ScheduleDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const save = async (schedule: TCampaignSchedule | null) => {
    setBusy(true);
    setError(null);
    try {
      await saveSchedule(campaignId, schedule);
      setDraft(null);
      await qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).includes(campaignId) });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (!draft) return;
    const r = fromScheduleDraft(draft);
    if (!r.ok) return setError(r.error);
    void save(r.schedule);
  };
  const toggleDay = (d: number) =>
    set({ days: draft!.days.includes(d) ? draft!.days.filter((x) => x !== d) : [...draft!.days, d] });

  return (
    <Card data-testid="schedule-card">
      <CardHeader>
        <CardTitle className="text-base">Schedule</CardTitle>
        <CardDescription>
          {current ? 'This campaign calls on its schedule.' : 'No schedule: calls go out whenever the law allows.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {current && !draft && <ScheduleSummary s={current} />}
        {draft ? (
          <div className="space-y-3" data-testid="schedule-form">
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="schedule-start-at">Start (your time; blank: when dispatched)</Label>
                <Input
                  id="schedule-start-at"
                  type="datetime-local"
                  value={draft.startLocal}
                  onChange={(e) => set({ startLocal: e.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="schedule-pace">Calls per day (blank: no limit)</Label>
                <Input
                  id="schedule-pace"
                  inputMode="numeric"
                  value={draft.callsPerDay}
                  onChange={(e) => set({ callsPerDay: e.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="schedule-from">From (lead's local time)</Label>
                <Input
                  id="schedule-from"
                  type="time"
                  value={draft.start}
                  onChange={(e) => set({ start: e.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="schedule-to">To (lead's local time)</Label>
                <Input id="schedule-to" type="time" value={draft.end} onChange={(e) => set({ end: e.target.value })} />
              </div>
            </div>
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-sm font-medium">Days</legend>
              {WEEKDAY_NAMES.map((name, d) => (
                <label key={name} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={draft.days.includes(d)}
                    onChange={() => toggleDay(d)}
                  />
                  {name}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button onClick={submit} disabled={busy || !may.allowed}>
                Save schedule
              </Button>
              <Button variant="outline" onClick={() => (setDraft(null), setError(null))} disabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setDraft(toScheduleDraft(current))} disabled={!may.allowed}>
              {current ? 'Edit schedule' : 'Set a schedule'}
            </Button>
            {current && (
              <Button variant="ghost" onClick={() => void save(null)} disabled={busy || !may.allowed}>
                Remove schedule
              </Button>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <LacksNote permission="settings:edit" />
      </CardContent>
    </Card>
  );
}
