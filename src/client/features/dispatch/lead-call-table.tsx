import { nextAttemptText } from '@common/campaigns/lead-call-text';
import type { TLeadPage } from '@common/campaigns/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const VARIANT = { pending: 'muted', calling: 'info', completed: 'success', scheduled: 'success' } as const;

/** The campaign's first leads with their call status, refreshed live while a dispatch runs. */
export function LeadCallTable({ page }: { page: TLeadPage | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead Call Status</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm" data-testid="lead-call-table">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1">Lead</th>
              <th>Phone</th>
              <th>Voice</th>
              <th>Call status</th>
            </tr>
          </thead>
          <tbody>
            {page?.items.map((l) => (
              <tr key={l.id} className="border-t">
                <td className="py-1">{l.companyName || l.email}</td>
                <td className="tabular-nums">{l.phoneE164 ?? l.phoneNumber}</td>
                <td>{l.voiceClone ?? '—'}</td>
                <td>
                  <Badge variant={VARIANT[l.callStatus]} data-testid="lead-call-status">
                    {l.callStatus}
                  </Badge>
                  <span className="ml-2 text-xs text-muted-foreground" data-testid="lead-next-attempt">
                    {nextAttemptText(l, new Date())}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page && page.total > page.items.length && (
          <p className="mt-2 text-xs text-muted-foreground">
            Showing the first {page.items.length} of {page.total} leads.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
