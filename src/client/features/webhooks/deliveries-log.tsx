import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TWebhookDelivery } from '@common/webhooks/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { useCan } from '@client/shared/role/role';
import { deliveriesKey, redeliver, useDeliveries } from './use-webhooks';

const STATUS: Record<
  TWebhookDelivery['status'],
  { label: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }
> = {
  succeeded: { label: 'Delivered', variant: 'success' },
  pending: { label: 'Retrying', variant: 'warning' },
  sending: { label: 'Sending', variant: 'secondary' },
  failed: { label: 'Gave up', variant: 'destructive' },
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** An endpoint's deliveries, newest first: status, response code, latency, next retry, every attempt, redeliver. */
export function DeliveriesLog({ endpointId }: { endpointId: string }) {
  const qc = useQueryClient();
  const log = useDeliveries(endpointId);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const onRedeliver = async (d: TWebhookDelivery) => {
    setBusy(d.id);
    try {
      await redeliver(endpointId, d.id);
      toast({ title: 'Redelivery queued', description: `${d.eventType} ${d.eventId.slice(0, 8)} goes out again now.` });
      void qc.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Redeliver failed',
        description: err instanceof ApiError ? (err.serverMessage ?? 'Try again') : 'Try again',
      });
    } finally {
      setBusy(null);
    }
  };

  if (log.isLoading) return <Spinner className="mx-auto h-6 w-6" label="Loading deliveries" />;
  if (log.isError) return <p className="text-sm text-destructive">The delivery log could not be loaded.</p>;
  const rows = log.data?.deliveries ?? [];
  if (!rows.length)
    return <p className="text-sm text-muted-foreground">No deliveries yet: events appear here as they happen.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Deliveries">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-2 pr-3 font-medium">Event</th>
            <th className="py-2 pr-3 font-medium">Status</th>
            <th className="py-2 pr-3 font-medium">Response</th>
            <th className="py-2 pr-3 font-medium">Latency</th>
            <th className="py-2 pr-3 font-medium">Attempts</th>
            <th className="py-2 pr-3 font-medium">Next retry</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <DeliveryRow
              key={d.id}
              d={d}
              open={open === d.id}
              onToggle={() => setOpen(open === d.id ? null : d.id)}
              busy={busy === d.id}
              onRedeliver={() => void onRedeliver(d)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({
  d,
  open,
  onToggle,
  busy,
  onRedeliver,
}: {
  d: TWebhookDelivery;
  open: boolean;
  onToggle(): void;
  busy: boolean;
  onRedeliver(): void;
}) {
  const may = useCan('settings:edit');
  const s = STATUS[d.status];
  return (
    <>
      <tr className="border-t" data-testid="webhook-delivery">
        <td className="py-2 pr-3">
          <code>{d.eventType}</code>
          <div className="text-xs text-muted-foreground">
            {d.eventId.slice(0, 8)} · {when(d.createdAt)}
          </div>
        </td>
        <td className="py-2 pr-3">
          <Badge variant={s.variant}>{s.label}</Badge>
        </td>
        <td className="py-2 pr-3">{d.responseCode ?? '—'}</td>
        <td className="py-2 pr-3">{d.latencyMs === null ? '—' : `${d.latencyMs} ms`}</td>
        <td className="py-2 pr-3">
          <button type="button" className="text-primary underline" onClick={onToggle} aria-expanded={open}>
            {d.attempts}
          </button>
        </td>
        <td className="py-2 pr-3">{when(d.nextRetryAt)}</td>
        <td className="py-2 text-right">
          <Button
            size="sm"
            variant="outline"
            disabled={!may.allowed || busy || d.status === 'sending'}
            title={may.reason}
            onClick={onRedeliver}
          >
            Redeliver
          </Button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={7} className="pb-3">
            <ol className="grid gap-1 rounded-md bg-muted p-3 text-xs" aria-label="Attempts">
              {d.log.map((a) => (
                <li key={a.attempt}>
                  #{a.attempt} {a.manual ? '(manual) ' : ''}
                  {when(a.at)} · {a.ok ? 'delivered' : 'failed'} · {a.responseCode ?? 'no response'} · {a.latencyMs} ms
                  {a.error ? ` · ${a.error}` : ''}
                  {a.nextRetryAt ? ` · next try ${when(a.nextRetryAt)}` : ''}
                </li>
              ))}
            </ol>
          </td>
        </tr>
      )}
    </>
  );
}
