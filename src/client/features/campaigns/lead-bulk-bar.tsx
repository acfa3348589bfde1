import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { LacksNote, useCan } from '@client/shared/role/role';
import { LeadBulkWork } from './lead-bulk-work';
import { errorText, useBulkLeads } from './use-lead-edits';

/**
 * Shown while leads are selected: enrich them, give them a voice, add their numbers to the
 * do-not-call list, or delete them (after asking).
 */
export function LeadBulkBar({ campaignId, ids, onDone }: { campaignId: string; ids: string[]; onDone(): void }) {
  const may = useCan('campaigns:run');
  const bulk = useBulkLeads();
  const [asking, setAsking] = useState(false);
  const n = ids.length;
  const leads = `${n} lead${n === 1 ? '' : 's'}`;
  if (!n) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded border bg-muted/40 p-2 text-sm"
      data-testid="lead-bulk-bar"
    >
      <span>{leads} selected</span>
      <LeadBulkWork campaignId={campaignId} ids={ids} />
      <Button
        size="sm"
        variant="outline"
        disabled={!may.allowed || bulk.isPending}
        title={may.reason}
        onClick={() => bulk.mutate({ action: 'do-not-call', leadIds: ids }, { onSuccess: onDone })}
      >
        Add to do-not-call
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={!may.allowed || bulk.isPending}
        title={may.reason}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <LacksNote permission="campaigns:run" />
      {bulk.isError && (
        <p role="alert" className="basis-full text-destructive">
          {errorText(bulk.error)}
        </p>
      )}
      <Dialog open={asking} onOpenChange={setAsking} title={`Delete ${leads}?`}>
        <div className="space-y-4">
          <p className="text-sm" data-testid="bulk-delete-text">
            {`The ${leads} and their enrichment are removed from this campaign and will not be called. Their call records and bookings stay, and numbers on the do-not-call list stay there.`}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={bulk.isPending}
              onClick={() =>
                bulk.mutate(
                  { action: 'delete', leadIds: ids },
                  {
                    onSuccess: () => {
                      setAsking(false);
                      onDone();
                    },
                  },
                )
              }
            >
              Delete leads
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
