import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { auditValue, fieldWords } from '@common/audit/describe';
import type { TAuditLogResponse } from '@common/audit/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { auditCsv } from './audit-csv';

type Filters = { actor: string; action: string; target: string };

const FILTER_LABELS: Record<keyof Filters, string> = {
  actor: 'Person or key',
  action: 'Action',
  target: 'Target (a campaign id or path)',
};

const query = (f: Filters, extra: Record<string, string>) =>
  new URLSearchParams(Object.entries({ ...f, ...extra }).filter(([, v]) => v)).toString();

const fetchPage = (f: Filters, extra: Record<string, string>) =>
  apiRequest<TAuditLogResponse>('GET', `/api/admin/audit-log?${query(f, extra)}`, undefined, NO_CACHE);

/** Who did what: filters by actor, action and target; pages with a cursor; exports what matches as CSV. */
export function AuditTab() {
  const [draft, setDraft] = useState<Filters>({ actor: '', action: '', target: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const log = useInfiniteQuery({
    queryKey: ['/api/admin/audit-log', filters],
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const onExport = async () => {
    const all = [];
    let cursor = '';
    // Up to 10,000 entries: a larger export belongs to the database, not the browser.
    for (let i = 0; i < 10; i++) {
      const page = await fetchPage(filters, { limit: '1000', ...(cursor ? { cursor } : {}) });
      all.push(...page.entries);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const url = URL.createObjectURL(new Blob([auditCsv(all)], { type: 'text/csv' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'audit-log.csv' });
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every change made in the admin or with an API key: who, when, from where, and the outcome.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters(draft);
          }}
        >
          {(['actor', 'action', 'target'] as const).map((k) => (
            <label key={k} className="grid gap-1 text-sm font-medium">
              {FILTER_LABELS[k]}
              <Input value={draft[k]} onChange={(e) => setDraft({ ...draft, [k]: e.target.value })} className="w-56" />
            </label>
          ))}
          <Button type="submit">Filter</Button>
          <Button type="button" variant="outline" onClick={() => void onExport()}>
            Export CSV
          </Button>
        </form>
        {log.isLoading && <Spinner className="mx-auto h-6 w-6" label="Loading the audit log" />}
        {!log.isLoading && entries.length === 0 && <p className="text-sm text-muted-foreground">No entries match.</p>}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="p-2">When</th>
                <th className="p-2">What happened</th>
                <th className="p-2">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b align-top" data-testid="audit-row">
                  <td className="p-2 whitespace-nowrap">{new Date(e.at).toLocaleString()}</td>
                  <td className="p-2">
                    <span data-testid="audit-sentence">{e.sentence}</span>
                    {e.changed.length > 0 && (
                      <ul className="mt-1 text-xs" data-testid="audit-changes">
                        {e.changed.map((c) => (
                          <li key={c.field}>
                            <span className="text-muted-foreground">{fieldWords(c.field)}:</span> {auditValue(c.before)}{' '}
                            → {auditValue(c.after)}
                          </li>
                        ))}
                      </ul>
                    )}
                    <div className="text-xs text-muted-foreground">
                      {e.actorKind === 'api-key' ? 'API key' : e.actorKind === 'visitor' ? 'not signed in' : e.role} ·{' '}
                      {e.address} · <span className="font-mono break-all">{e.action}</span>
                    </div>
                  </td>
                  <td className="p-2">{e.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log.hasNextPage && (
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            Load more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
