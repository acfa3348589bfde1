import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TWebhookEndpoint } from '@common/webhooks/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { useCan } from '@client/shared/role/role';
import { DeliveriesLog } from './deliveries-log';
import { RegisterForm } from './register-form';
import { SecretOnce } from './secret-once';
import { deleteWebhook, rotateSecret, setEnabled, useWebhooks, WEBHOOKS_KEY } from './use-webhooks';

const failed = (err: unknown) => (err instanceof ApiError ? (err.serverMessage ?? 'Try again') : 'Try again');

/** The Webhooks tab: register endpoints (the secret shown once), list them, their delivery log, redeliver. */
export function WebhooksTab() {
  const may = useCan('settings:edit');
  const change = { disabled: !may.allowed, title: may.reason };
  const qc = useQueryClient();
  const list = useWebhooks();
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: WEBHOOKS_KEY });

  const act = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
      refresh();
    } catch (err) {
      toast({ variant: 'destructive', title, description: failed(err) });
    }
  };
  const onRotate = (e: TWebhookEndpoint) =>
    act('Rotation failed', async () => {
      if (!window.confirm('Rotate the signing secret? The old one keeps signing beside the new one for 24 hours.'))
        return;
      const r = await rotateSecret(e.id);
      setSecret({ secret: r.secret, url: r.endpoint.url });
    });
  const onDelete = (e: TWebhookEndpoint) =>
    act('Delete failed', async () => {
      if (window.confirm(`Delete the endpoint ${e.url} and its delivery log?`)) await deleteWebhook(e.id);
    });

  return (
    <div className="grid gap-6">
      {secret && <SecretOnce secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
      <RegisterForm
        onRegistered={(s, url) => {
          setSecret({ secret: s, url });
          refresh();
        }}
      />
      <Card>
        <CardHeader>
          <CardTitle>Endpoints</CardTitle>
          <CardDescription>
            Each delivery is signed with the endpoint's secret in the Callcraft-Signature header and carries
            Callcraft-Event-Id.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {list.isLoading && <Spinner className="mx-auto h-6 w-6" label="Loading endpoints" />}
          {list.isError && <p className="text-sm text-destructive">The endpoints could not be loaded.</p>}
          {list.data?.endpoints.length === 0 && <p className="text-sm text-muted-foreground">No endpoints yet.</p>}
          {list.data?.endpoints.map((e) => (
            <div key={e.id} className="grid gap-3 rounded-md border p-4" data-testid="webhook-endpoint">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-medium">{e.url}</span>
                    <Badge variant={e.enabled ? 'success' : 'secondary'}>{e.enabled ? 'Enabled' : 'Disabled'}</Badge>
                    {e.pending > 0 && <Badge variant="warning">{e.pending} retrying</Badge>}
                    {e.failed > 0 && <Badge variant="destructive">{e.failed} gave up</Badge>}
                  </div>
                  <div className="text-xs text-muted-foreground">
                    {e.events.join(', ')} · secret {e.secretHint} · since {new Date(e.createdAt).toLocaleDateString()}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setOpenLog(openLog === e.id ? null : e.id)}
                    aria-expanded={openLog === e.id}
                  >
                    {openLog === e.id ? 'Hide deliveries' : 'Deliveries'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void act('Update failed', () => setEnabled(e.id, !e.enabled))}
                    {...change}
                  >
                    {e.enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void onRotate(e)} {...change}>
                    Rotate secret
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => void onDelete(e)} {...change}>
                    Delete
                  </Button>
                </div>
              </div>
              {openLog === e.id && <DeliveriesLog endpointId={e.id} />}
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
