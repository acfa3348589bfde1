import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REGISTRY_KIND_LABEL,
  REGISTRY_KINDS,
  REGISTRY_MAX_AGE_DAYS,
  type TRegistryImportResult,
  type TRegistryStatus,
} from '@common/dispatch/registry';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError, apiRequest, NO_CACHE, uploadRequest } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';

export const registryKey = ['/api/admin/do-not-call/registry'] as const;
export const useRegistryStatus = () =>
  useQuery({
    queryKey: registryKey,
    queryFn: () => apiRequest<TRegistryStatus>('GET', registryKey[0], undefined, NO_CACHE),
  });

/**
 * The national do-not-call registry copy, beside the company's own list: upload the
 * registry's downloads (a zip of flat files, or one unzipped file) with their download date, and
 * see the copy's date. Real-phone dispatches are refused once it is older than 31 days.
 */
export function RegistryCard() {
  const may = useCan('settings:edit');
  const qc = useQueryClient();
  const status = useRegistryStatus();
  const [kind, setKind] = useState<(typeof REGISTRY_KINDS)[number]>('full');
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  const s = status.data;
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const q = new URLSearchParams({ kind, downloadDate: date, fileName: file.name });
      const type = /\.zip$/i.test(file.name) ? 'application/zip' : 'text/plain';
      const r = await uploadRequest<TRegistryImportResult>(`${registryKey[0]}?${q}`, file, type);
      toast({
        title: 'Registry file applied',
        description: `${r.numbers.toLocaleString('en-US')} numbers read, ${r.changed.toLocaleString('en-US')} changed${r.skipped ? `, ${r.skipped} lines skipped` : ''}`,
      });
      void qc.invalidateQueries({
        predicate: (x) =>
          typeof x.queryKey[0] === 'string' &&
          (x.queryKey[0] === registryKey[0] || x.queryKey[0].includes('dispatch-preview')),
      });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Registry import failed',
        description: err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>National Do-Not-Call Registry</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p data-testid="registry-date">
          {s?.downloadDate ? (
            <>
              Copy of <strong>{s.downloadDate}</strong> · {s.numbers.toLocaleString('en-US')} numbers{' '}
              {s.stale ? (
                <Badge variant="warning">older than {REGISTRY_MAX_AGE_DAYS} days: real-phone dispatch refused</Badge>
              ) : (
                <Badge variant="success">current</Badge>
              )}
            </>
          ) : (
            <>No registry copy imported yet: real-phone dispatch is refused until one is.</>
          )}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <label className="space-y-1">
            <span className="block text-xs text-muted-foreground">File</span>
            <select
              className="h-9 rounded-md border bg-background px-2"
              value={kind}
              onChange={(e) => setKind(e.target.value as typeof kind)}
              aria-label="Registry file kind"
            >
              {REGISTRY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {REGISTRY_KIND_LABEL[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1">
            <span className="block text-xs text-muted-foreground">Download date</span>
            <Input
              type="date"
              className="w-40"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-label="Download date"
            />
          </label>
          <label
            className={`inline-flex h-9 items-center rounded-md border px-3 ${busy || !may.allowed ? 'cursor-not-allowed opacity-50' : 'cursor-pointer'}`}
            title={may.reason}
          >
            {busy ? 'Importing…' : 'Upload registry file'}
            <input
              type="file"
              accept=".zip,.txt,.csv,application/zip,text/plain"
              className="sr-only"
              disabled={busy || !may.allowed}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
        </div>
        <LacksNote permission="settings:edit" />
        <p className="text-xs text-muted-foreground">
          The registry’s downloads as given: a zip of flat files (one number a line, or area code and number separated
          by a comma). A full list replaces the numbers of its area codes; change lists add or delete.
        </p>
      </CardContent>
    </Card>
  );
}
