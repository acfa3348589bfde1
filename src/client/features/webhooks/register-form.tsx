import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  ZCreateWebhookRequest,
  type TWebhookEventType,
} from '@common/webhooks/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { LacksNote, useCan } from '@client/shared/role/role';
import { registerWebhook } from './use-webhooks';

/** Register an endpoint: URL and events, checked by the same schema as the server. */
export function RegisterForm({ onRegistered }: { onRegistered(secret: string, url: string): void }) {
  const may = useCan('settings:edit');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (e: TWebhookEventType) =>
    setEvents((cur) => (cur.includes(e) ? cur.filter((x) => x !== e) : [...cur, e]));
  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = ZCreateWebhookRequest.safeParse({ url, events });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    setError(null);
    try {
      const created = await registerWebhook(parsed.data);
      setUrl('');
      onRegistered(created.secret, created.endpoint.url);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.serverMessage ?? 'The endpoint could not be registered')
          : 'The endpoint could not be registered',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add an endpoint</CardTitle>
        <CardDescription>
          Callcraft POSTs each event as signed JSON to this URL, retrying for at least 24 hours until it answers 2xx.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <label className="grid gap-1 text-sm font-medium">
            Endpoint URL
            <Input
              type="url"
              placeholder="https://example.com/hooks/callcraft"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-invalid={Boolean(error)}
            />
          </label>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Events</legend>
            {WEBHOOK_EVENT_TYPES.map((e) => (
              <label key={e} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4" checked={events.includes(e)} onChange={() => toggle(e)} />
                <code className="rounded bg-muted px-1">{e}</code>
                <span className="text-muted-foreground">{WEBHOOK_EVENT_LABELS[e]}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy || !may.allowed} title={may.reason}>
              {busy ? 'Registering…' : 'Register endpoint'}
            </Button>
          </div>
          <LacksNote permission="settings:edit" />
        </form>
      </CardContent>
    </Card>
  );
}
