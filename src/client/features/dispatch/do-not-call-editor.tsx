import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { addDoNotCall, dncKey, importDoNotCall, removeDoNotCall, useDoNotCall } from './use-dispatch';
import { LacksNote, useCan } from '@client/shared/role/role';

const message = (err: unknown) => (err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err));

/** The do-not-call list: numbers no campaign dials. Add, remove, import a CSV of numbers. */
export function DoNotCallEditor() {
  const mayAdd = useCan('campaigns:run');
  const mayRemove = useCan('settings:edit');
  const qc = useQueryClient();
  const list = useDoNotCall();
  const [phone, setPhone] = useState('');
  const reload = () =>
    void qc.invalidateQueries({
      predicate: (q) =>
        typeof q.queryKey[0] === 'string' &&
        (q.queryKey[0] === dncKey[0] || q.queryKey[0].includes('dispatch-preview')),
    });
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast({ title: done });
      reload();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Do-not-call list', description: message(err) });
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await importDoNotCall(await file.text());
      toast({
        title: 'Numbers imported',
        description: `${r.added} added, ${r.skipped} skipped${r.errors.length ? `: ${r.errors[0]}` : ''}`,
      });
      reload();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Import failed', description: message(err) });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Do-Not-Call List</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (phone.trim()) void run(() => addDoNotCall(phone.trim()), 'Number added').then(() => setPhone(''));
          }}
        >
          <Input
            className="max-w-xs"
            placeholder="+1 212 555 0100"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-label="Phone number to block"
          />
          <Button type="submit" variant="outline" disabled={!mayAdd.allowed} title={mayAdd.reason}>
            Add
          </Button>
          <label
            className={`inline-flex items-center rounded-md border px-3 text-sm ${mayAdd.allowed ? 'cursor-pointer' : 'cursor-not-allowed opacity-50'}`}
            title={mayAdd.reason}
          >
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="sr-only"
              disabled={!mayAdd.allowed}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
        </form>
        <LacksNote permission="campaigns:run" />
        <ul className="max-h-48 space-y-1 overflow-auto text-sm" data-testid="dnc-list">
          {list.data?.items.map((n) => (
            <li key={n.phoneE164} className="flex items-center justify-between gap-2">
              <span className="tabular-nums">
                {n.phoneE164}{' '}
                <span className="text-muted-foreground">({n.source === 'call' ? 'asked on a call' : n.source})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={!mayRemove.allowed}
                title={mayRemove.reason}
                onClick={() => void run(() => removeDoNotCall(n.phoneE164), 'Number removed')}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {list.data && <p className="text-xs text-muted-foreground">{list.data.total} numbers on the list.</p>}
      </CardContent>
    </Card>
  );
}
