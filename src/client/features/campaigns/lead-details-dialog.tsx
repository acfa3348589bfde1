import type { TLead } from '@common/campaigns/schemas';
import { Dialog } from '@client/components/ui/dialog';

const FIELDS: Array<[string, (l: TLead) => string | number | null]> = [
  ['Row', (l) => l.rowNumber],
  ['Email', (l) => l.email],
  ['First Name', (l) => l.firstName],
  ['Last Name', (l) => l.lastName],
  ['Company', (l) => l.companyName],
  ['Phone', (l) => l.phoneNumber],
  ['Phone (E.164)', (l) => l.phoneE164],
  ['Phone from column', (l) => l.phoneColumn],
  ['Website', (l) => l.website],
  ['Industry', (l) => l.industry],
  ['Time zone', (l) => l.timezone],
  ['Enrichment', (l) => l.enrichmentStatus],
  ['Call', (l) => l.callStatus],
];

/** One lead of the table, opened by clicking its row: every imported field, including those the columns leave out. */
export function LeadDetailsDialog({ lead, onClose }: { lead: TLead | null; onClose(): void }) {
  const name = lead ? `${lead.firstName} ${lead.lastName}`.trim() || lead.email : '';
  return (
    <Dialog
      open={!!lead}
      onOpenChange={(o) => !o && onClose()}
      title={name}
      description={lead?.companyName || undefined}
    >
      {lead && (
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm" data-testid="lead-details">
          {FIELDS.map(([label, get]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{get(lead) ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Dialog>
  );
}
