import type { TTestCallList } from '@common/dispatch/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ToolCallLine } from '@client/shared/agent-chat/tool-call-line';
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
              <th>Would be recorded as</th>
            </tr>
          </thead>
          <tbody>
            {list.items.flatMap((c) => [
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
                <td title={c.dispositionSummary ?? undefined}>{c.disposition ?? '—'}</td>
              </tr>,
              // Opened like a live call: who said what, and what each tool would have done.
              <tr key={`${c.id}-open`}>
                <td colSpan={6} className="pb-2">
                  <details data-testid="test-call-details">
                    <summary className="cursor-pointer text-xs text-muted-foreground">
                      Transcript and tool calls ({c.transcript.length} lines, {c.toolCalls.length} tools)
                    </summary>
                    <ol className="mt-1 space-y-1 text-xs">
                      {c.transcript.map((l, i) => (
                        <li key={i}>
                          <span className="font-medium">{l.speaker === 'agent' ? 'Agent' : 'Callee'}:</span> {l.text}
                        </li>
                      ))}
                    </ol>
                    <ul className="mt-1 space-y-1">
                      {c.toolCalls.map((t, i) => (
                        <ToolCallLine key={i} call={t} />
                      ))}
                    </ul>
                  </details>
                </td>
              </tr>,
            ])}
          </tbody>
        </table>
        <Button variant="outline" disabled={busy || !may.allowed} title={may.reason} onClick={onClear}>
          Clear Test Results
        </Button>
      </CardContent>
    </Card>
  );
}
