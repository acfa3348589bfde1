import { useState } from 'react';
import type { TTrialListItem } from '@common/trials/schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Label, Textarea } from '@client/components/ui/input';

/**
 * Spec §2: Schedule Follow-up makes no server call; it only logs phone number and notes and
 * closes. Keyed by trial so the notes start empty for each trial.
 */
export function ScheduleFollowUpDialog({ trial, onClose }: { trial: TTrialListItem | null; onClose(): void }) {
  return (
    <Dialog open={trial !== null} onOpenChange={(o) => !o && onClose()} title="Schedule Follow-up" description={trial?.phoneNumber}>
      {trial && <FollowUpForm key={trial.id} phoneNumber={trial.phoneNumber} onDone={onClose} />}
    </Dialog>
  );
}

function FollowUpForm({ phoneNumber, onDone }: { phoneNumber: string; onDone(): void }) {
  const [notes, setNotes] = useState('');
  const submit = () => {
    console.info('Schedule follow-up', phoneNumber, notes);
    onDone();
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="follow-up-notes">Notes</Label>
        <Textarea id="follow-up-notes" value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="What to cover on the follow-up call" />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Schedule Follow-up</Button>
      </div>
    </form>
  );
}
