import { useState, type FormEvent } from 'react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  ZCreateApiKeyRequest,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@common/api-keys/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { createApiKey } from './use-api-keys';

/** Name and scopes, checked by the same schema as the server. */
export function CreateKeyForm({ onCreated }: { onCreated(created: TCreatedApiKey): void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TApiKeyScope[]>(['leads:write']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (s: TApiKeyScope) => setScopes((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));
  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = ZCreateApiKeyRequest.safeParse({ name, scopes });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    setError(null);
    try {
      const created = await createApiKey(parsed.data);
      setName('');
      onCreated(created);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? (err.serverMessage ?? 'The key could not be created')
          : 'The key could not be created',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create an API key</CardTitle>
        <CardDescription>
          For your CRM, web form or automation tool (Zapier, Make, n8n) to enrol leads and read calls through /api/v1.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <label className="grid gap-1 text-sm font-medium">
            Key name
            <Input
              placeholder="Website form"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={Boolean(error)}
            />
          </label>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Scopes</legend>
            {API_KEY_SCOPES.map((s) => (
              <label key={s} className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4" checked={scopes.includes(s)} onChange={() => toggle(s)} />
                <code className="rounded bg-muted px-1">{s}</code>
                <span className="text-muted-foreground">{API_KEY_SCOPE_LABELS[s]}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating…' : 'Create key'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
