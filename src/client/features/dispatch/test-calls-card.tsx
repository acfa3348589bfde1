import type { TTestCallList } from '@common/dispatch/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useCan } from '@client/shared/role/role';

/**
 * Results of the campaign's test runs, labelled Test: simulated by the Sandbox, they never changed a
 * lead, the do-not-call list, the Dev Queue or the analytics. Clear removes them.
 */
export function TestCallsCard({ list, busy, onClear }: { list: TTestCallList; busy: boolean; onClear(): void }) {
  const may = useCan('campaigns:run');
  return (
    <Card data-testid="test-calls">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Test calls <Badge variant="warning">Test</Badge>
          <span className="text-sm font-normal text-muted-foreground">
            {list.total} simulated · no lead was changed
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1">Lead</th>
              <th>Phone</th>
              <th>Result</th>
              <th>Answered by</th>
              <th>Duration</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c.id} className="border-t" data-testid="test-call">
                <td className="py-1">
                  <Badge variant="warning" className="mr-2">
                    Test
                  </Badge>
                  {c.lead}
                </td>
                <td className="tabular-nums">{c.phoneNumber}</td>
                <td>{c.status === 'completed' || c.status === 'failed' ? (c.endReason ?? c.status) : c.status}</td>
                <td>{c.answeredBy ?? '—'}</td>
                <td>{c.durationSeconds === null ? '—' : `${c.durationSeconds} s`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button variant="outline" disabled={busy || !may.allowed} title={may.reason} onClick={onClear}>
          Clear Test Results
        </Button>
      </CardContent>
    </Card>
  );
}
