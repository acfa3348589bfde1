import type { TSimulationScenarioResult } from '@common/simulations/schemas';

const mark = (ok: boolean) => (
  <span aria-label={ok ? 'passed' : 'failed'} className={ok ? 'text-green-700' : 'text-destructive'}>
    {ok ? '✓' : '✗'}
  </span>
);

/** One scenario's verdict: its checks ticked or crossed with reasons, and the transcript. */
export function ScenarioResult({ r }: { r: TSimulationScenarioResult }) {
  return (
    <details className="rounded border p-2" data-testid="simulation-scenario" open={!r.passed}>
      <summary className="cursor-pointer text-sm font-medium">
        {mark(r.passed)} {r.name}
      </summary>
      <ul className="mt-2 space-y-1 text-sm">
        {r.checks.map((c) => (
          <li key={c.label}>
            {mark(c.passed)} {c.label}
            <span className="text-muted-foreground">
              {' '}
              ({c.by === 'rule' ? 'rule' : c.by === 'sandbox' ? 'Sandbox judge' : `${c.by} judge`}): {c.reason}
            </span>
          </li>
        ))}
      </ul>
      <ol className="mt-2 space-y-1 border-t pt-2 text-sm" data-testid="simulation-transcript">
        {r.transcript.map((t, i) => (
          <li key={i}>
            <strong>{t.role === 'agent' ? 'Agent' : 'Callee'}:</strong> {t.text}
          </li>
        ))}
      </ol>
      {r.toolCalls.length ? (
        <p className="mt-1 text-xs text-muted-foreground">Tools: {r.toolCalls.map((t) => t.name).join(', ')}</p>
      ) : null}
    </details>
  );
}
