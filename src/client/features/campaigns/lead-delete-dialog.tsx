import { useQuery } from '@tanstack/react-query';
import { leadDeleteText } from '@common/campaigns/lead-edit';
import type { TLead } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { errorText, fetchLeadDeleteImpact, useDeleteLead } from './use-lead-edits';

/** Asks before deleting a lead, saying what goes (the lead, its enrichment) and what stays (its calls, do-not-call). */
export function LeadDeleteDialog({ lead, onClose }: { lead: TLead | null; onClose(): void }) {
  const impact = useQuery({
    queryKey: ['/api/admin/leads', lead?.id, 'delete-impact'],
    queryFn: () => fetchLeadDeleteImpact(lead!.id),
    enabled: !!lead,
  });
  const del = useDeleteLead();
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() || lead.email : '';
  return (
    <Dialog open={!!lead} onOpenChange={(o) => !o && onClose()} title="Delete lead?">
      <div className="space-y-4">
        <p className="text-sm" data-testid="lead-delete-text">
          {impact.data ? leadDeleteText(name, impact.data) : impact.isError ? errorText(impact.error) : 'Checking…'}
        </p>
        {del.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(del.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={!impact.data || del.isPending}
            onClick={() => lead && del.mutate(lead.id, { onSuccess: onClose })}
          >
            Delete lead
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
