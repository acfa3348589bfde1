import { History } from 'lucide-react';
import type { TScoutRunSummary } from '@common/scout/schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** Past runs: reopening one shows its stored result without searching again. */
export function ScoutRuns({
  runs,
  currentId,
  onOpen,
}: {
  runs: TScoutRunSummary[] | undefined;
  currentId: string | null;
  onOpen(id: string): void;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="h-4 w-4" aria-hidden />
          Past Research
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!runs?.length ? (
          <p className="text-sm text-muted-foreground">No research yet. Runs are kept here and can be reopened.</p>
        ) : (
          <ul className="space-y-1" aria-label="Past research runs">
            {runs.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => onOpen(r.id)}
                  aria-current={r.id === currentId || undefined}
                  className="w-full cursor-pointer rounded-md border px-3 py-2 text-left text-sm hover:bg-accent aria-[current=true]:border-primary"
                >
                  <span className="block font-medium">{r.topic}</span>
                  <span className="block text-xs text-muted-foreground">
                    {r.leadCount} leads · {r.mode === 'sandbox' ? 'Sandbox' : 'Live'} ·{' '}
                    {new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
