import type { THubspotDelivery } from '@common/hubspot/schemas';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useHubspotDeliveries } from './use-api-keys';

const STATUS: Record<
  THubspotDelivery['status'],
  { label: string; variant: 'success' | 'info' | 'destructive' | 'muted' }
> = {
  succeeded: { label: 'Written', variant: 'success' },
  pending: { label: 'Retrying', variant: 'info' },
  failed: { label: 'Failed', variant: 'destructive' },
  skipped: { label: 'Not sent', variant: 'muted' },
};

/** The note as text: HubSpot shows its HTML; here each paragraph is a line and every tag goes. */
const noteText = (html: string) =>
  new DOMParser().parseFromString(html.replace(/<\/p>/g, '\n'), 'text/html').body.textContent?.trim() ?? '';

/** The HubSpot delivery log: each finished campaign call's note, its status and attempts. */
export function HubspotCard() {
  const list = useHubspotDeliveries();
  const sandbox = list.data?.mode === 'sandbox';
  return (
    <Card data-testid="hubspot-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          HubSpot deliveries
          {sandbox && (
            <Badge variant="warning" data-testid="hubspot-sandbox">
              Sandbox
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          {sandbox
            ? 'No HUBSPOT_ACCESS_TOKEN is set: each finished campaign call is recorded here as the note it would write, and nothing is sent.'
            : 'Each finished campaign call writes a note (and the chosen properties) on its HubSpot contact, found by Record ID or email; refusals are retried.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {list.isLoading && <Spinner className="mx-auto h-6 w-6" label="Loading deliveries" />}
        {list.isError && <p className="text-sm text-destructive">The HubSpot deliveries could not be loaded.</p>}
        {list.data?.items.length === 0 && <p className="text-sm text-muted-foreground">No finished calls yet.</p>}
        {list.data?.items.slice(0, 20).map((d) => (
          <div key={d.id} className="grid gap-1 rounded-md border p-3 text-sm" data-testid="hubspot-delivery">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS[d.status].variant}>
                {d.mode === 'sandbox' ? 'Sandbox' : STATUS[d.status].label}
              </Badge>
              <span className="font-medium">{d.leadEmail}</span>
              <span className="text-xs text-muted-foreground">
                {d.attempts} attempt{d.attempts === 1 ? '' : 's'} · {new Date(d.updatedAt).toLocaleString()}
                {d.contactId ? ` · contact ${d.contactId}` : ''}
                {d.noteId ? ` · note ${d.noteId}` : ''}
              </span>
            </div>
            {d.lastError && <p className="text-xs text-destructive">{d.lastError}</p>}
            <details className="text-xs text-muted-foreground">
              <summary className="cursor-pointer">
                {d.mode === 'sandbox' ? 'The note it would write' : 'The note'}
              </summary>
              <p className="mt-1 whitespace-pre-line">{noteText(d.note)}</p>
              {Object.entries(d.properties).map(([k, v]) => (
                <p key={k}>
                  <code>{k}</code>: {v}
                </p>
              ))}
            </details>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
