import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCampaignResults } from '@common/outcomes/schemas';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/shared/role/role';
import { stopExperiment } from './use-results';

type Rate = TCampaignResults['versions'][number]['answered'];
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
const RateCell = ({ r }: { r: Rate }) => (
  <td className="tabular-nums">
    {pct(r.rate)}{' '}
    <span className="text-xs text-muted-foreground">
      ({r.successes}/{r.trials}; 95 % {pct(r.low)}–{pct(r.high)})
    </span>
  </td>
);

/**
 * Per prompt version: answered, interested and booked rates with Wilson intervals, the meetings the
 * agent booked on its calls, the probability to be best (interested rate), the verdict, and "stop
 * and keep".
 */
export function VersionsTable({ campaignId, results }: { campaignId: string; results: TCampaignResults }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const may = useCan('prompts:edit');
  const experiment = results.settings.experiment;
  const stop = async (winner: string) => {
    setBusy(true);
    try {
      await stopExperiment(campaignId, winner);
      await qc.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      {/* On a phone the table scrolls inside its box, not the page; cells keep apart. */}
      <div className="overflow-x-auto" data-testid="versions-table-scroll">
        <table
          className="w-full text-sm [&_td:not(:first-child)]:pl-3 [&_th:not(:first-child)]:pl-3 [&_th]:whitespace-nowrap"
          data-testid="versions-table"
        >
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1">Version</th>
              <th>Leads</th>
              <th>Answered</th>
              <th>Interested</th>
              <th>Booked</th>
              <th title="Meetings the agent booked during the calls">Meetings booked</th>
              <th title="Probability that this version's interested rate is the highest (Beta posteriors)">P(best)</th>
              <th title="Scenarios passed in the newest simulation run of this version's current text">Simulations</th>
              {experiment?.status === 'running' && <th />}
            </tr>
          </thead>
          <tbody>
            {results.versions.map((v) => (
              <tr key={v.version} className="border-t">
                <td className="py-1 font-medium">
                  {v.version}
                  {experiment?.variants.find((x) => x.key === v.version) && (
                    <span className="ml-1 text-xs text-muted-foreground">
                      (weight {experiment.variants.find((x) => x.key === v.version)!.weight})
                    </span>
                  )}
                </td>
                <td className="tabular-nums">{v.leads}</td>
                <RateCell r={v.answered} />
                <RateCell r={v.interested} />
                <RateCell r={v.booked} />
                <td className="tabular-nums" data-testid={`meetings-booked-${v.version}`}>
                  {v.meetingsBooked}
                </td>
                <td className="tabular-nums" data-testid={`p-best-${v.version}`}>
                  {pct(v.pBest)}
                </td>
                <td className="tabular-nums" data-testid={`simulations-${v.version}`}>
                  {v.simulation ? `${v.simulation.passed}/${v.simulation.total} passed` : '—'}
                </td>
                {experiment?.status === 'running' && (
                  <td>
                    {experiment.variants.some((x) => x.key === v.version) && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy || !may.allowed}
                        title={may.reason}
                        onClick={() => void stop(v.version)}
                      >
                        Stop and keep {v.version}
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm" data-testid="experiment-verdict">
        {results.verdict.message}
      </p>
      {experiment?.status === 'stopped' && (
        <p className="text-sm text-muted-foreground">
          Experiment stopped: every call now uses version {experiment.winner}.
        </p>
      )}
    </div>
  );
}
