import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TTrialListItem } from '@common/trials/schemas';
import { FOLLOW_UP_MSG } from '@common/trials/follow-ups';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { createFollowUp, followUpsKey } from './use-follow-ups';

/** Tomorrow in the browser's own calendar, as the date input wants it (YYYY-MM-DD). */
const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Spec §2 Schedule Follow-up: logs phone number and notes and closes. Beyond the spec the
 * follow-up (date, notes) is stored and listed in the trial's details. Keyed by trial so the form
 * starts empty for each trial.
 */
export function ScheduleFollowUpDialog({ trial, onClose }: { trial: TTrialListItem | null; onClose(): void }) {
  return (
    <Dialog
      open={trial !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Schedule Follow-up"
      description={trial?.phoneNumber}
    >
      {trial && <FollowUpForm key={trial.id} trialId={trial.id} phoneNumber={trial.phoneNumber} onDone={onClose} />}
    </Dialog>
  );
}

function FollowUpForm({ trialId, phoneNumber, onDone }: { trialId: string; phoneNumber: string; onDone(): void }) {
  const qc = useQueryClient();
  const [notes, setNotes] = useState('');
  const [date, setDate] = useState(tomorrow);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    console.info('Schedule follow-up', phoneNumber, notes);
    setSaving(true);
    try {
      await createFollowUp(trialId, { scheduledFor: date, notes });
      void qc.invalidateQueries({ queryKey: followUpsKey(trialId) });
      toast({ title: FOLLOW_UP_MSG.scheduled, description: `${phoneNumber} on ${date}` });
      onDone();
    } catch (err) {
      toast({
        variant: 'destructive',
        title: FOLLOW_UP_MSG.failed,
        description: err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="follow-up-date">Follow-up date</Label>
        <Input id="follow-up-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="follow-up-notes">Notes</Label>
        <Textarea
          id="follow-up-notes"
          value={notes}
          maxLength={2000}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="What to cover on the follow-up call"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || !date}>
          Schedule Follow-up
        </Button>
      </div>
    </form>
  );
}
