import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TApiKey, TCreatedApiKey } from '@common/api-keys/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { CreateKeyForm } from './create-key-form';
import { HubspotCard } from './hubspot-card';
import { KeyOnce } from './key-once';
import { API_KEYS_KEY, revokeApiKey, useApiKeys } from './use-api-keys';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/** The API keys tab: create a key (shown once), list keys by prefix, revoke. */
export function ApiKeysTab() {
  const qc = useQueryClient();
  const list = useApiKeys();
  const may = useCan('keys:manage');
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const refresh = () => void qc.invalidateQueries({ queryKey: API_KEYS_KEY });

  const onRevoke = async (k: TApiKey) => {
    if (!window.confirm(`Revoke the key “${k.name}” (${k.prefix}…)? Requests with it are refused at once.`)) return;
    try {
      await revokeApiKey(k.id);
      refresh();
    } catch (err) {
      const description = err instanceof ApiError ? (err.serverMessage ?? 'Try again') : 'Try again';
      toast({ variant: 'destructive', title: 'Revoke failed', description });
    }
  };

  return (
    <div className="grid gap-6">
      {created && <KeyOnce apiKey={created.key} name={created.name} onDone={() => setCreated(null)} />}
      {may.allowed ? (
        <CreateKeyForm
          onCreated={(c) => {
            setCreated(c);
            refresh();
          }}
        />
      ) : (
        <LacksNote permission="keys:manage" />
      )}
      <Card>
        <CardHeader>
          <CardTitle>Keys</CardTitle>
          <CardDescription>
            Only the first characters of each key are kept readable; the rest is stored hashed.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {list.isLoading && <Spinner className="mx-auto h-6 w-6" label="Loading keys" />}
          {list.isError && <p className="text-sm text-destructive">The keys could not be loaded.</p>}
          {list.data?.items.length === 0 && <p className="text-sm text-muted-foreground">No API keys yet.</p>}
          {list.data?.items.map((k) => (
            <div
              key={k.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-4"
              data-testid="api-key-row"
            >
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{k.name}</span>
                  <code className="rounded bg-muted px-1 text-sm">{k.prefix}…</code>
                </div>
                <div className="text-xs text-muted-foreground">
                  {k.scopes.join(', ')} · created {when(k.createdAt)} · last used {when(k.lastUsedAt)}
                </div>
              </div>
              <Button
                size="sm"
                variant="destructive"
                onClick={() => void onRevoke(k)}
                disabled={!may.allowed}
                title={may.reason}
              >
                Revoke
              </Button>
            </div>
          ))}
        </CardContent>
      </Card>
      <HubspotCard />
    </div>
  );
}
