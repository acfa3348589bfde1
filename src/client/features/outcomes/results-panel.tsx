import { Badge } from '@client/components/ui/badge';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { FiguresCard } from './figures-card';
import { FunnelChart } from './funnel-chart';
import { fieldText, LeadDetailsDialog } from './lead-details-dialog';
import { OutcomeSettingsCard } from './outcome-settings-card';
import { exportUrl, useOutcomeSettings, useResults } from './use-results';
import { VersionsTable } from './versions-table';

const ALL = '__all';

/** One campaign's Results: funnel, dispositions, prompt versions, leads with their fields, export. */
export function ResultsPanel({ campaignId }: { campaignId: string }) {
  const [filter, setFilter] = useState({ disposition: '', version: '' });
  const [open, setOpen] = useState<string | null>(null);
  const results = useResults(campaignId, filter);
  const settings = useOutcomeSettings(campaignId);
  const r = results.data;
  if (!r || !settings.data) return <Spinner className="mx-auto h-8 w-8" label="Loading results" />;
  const fields = r.settings.fields;
  return (
    <div className="space-y-4" data-testid="results-panel">
      <FiguresCard figures={r.figures} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Funnel</CardTitle>
          </CardHeader>
          <CardContent>
            {r.funnel.dialled === 0 ? (
              <p className="text-sm text-muted-foreground">No calls have finished yet.</p>
            ) : (
              <FunnelChart funnel={r.funnel} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Dispositions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm" data-testid="disposition-counts">
              {r.dispositions.map((d) => (
                <li key={d.disposition} className="flex justify-between border-b py-1">
                  <button
                    type="button"
                    className="underline-offset-2 hover:underline"
                    onClick={() => setFilter((f) => ({ ...f, disposition: d.disposition }))}
                  >
                    {d.disposition}
                  </button>
                  <span className="tabular-nums">{d.count}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">Prompt versions</CardTitle>
        </CardHeader>
        <CardContent>
          {r.versions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No calls yet.</p>
          ) : (
            <VersionsTable campaignId={campaignId} results={r} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-2">
          <CardTitle className="text-base">
            Leads ({r.total})
            {r.reading > 0 && (
              <span className="ml-2 text-sm font-normal text-muted-foreground" data-testid="results-reading">
                {r.reading} {r.reading === 1 ? 'call' : 'calls'} reading…
              </span>
            )}
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <Select
              aria-label="Filter by disposition"
              className="w-48"
              value={filter.disposition || ALL}
              onValueChange={(v) => setFilter((f) => ({ ...f, disposition: v === ALL ? '' : v }))}
              options={[
                { value: ALL, label: 'All dispositions' },
                ...r.settings.dispositions.map((d) => ({ value: d, label: d })),
              ]}
            />
            <Select
              aria-label="Filter by version"
              className="w-40"
              value={filter.version || ALL}
              onValueChange={(v) => setFilter((f) => ({ ...f, version: v === ALL ? '' : v }))}
              options={[
                { value: ALL, label: 'All versions' },
                ...r.versions.map((v) => ({ value: v.version, label: `Version ${v.version}` })),
              ]}
            />
            <Button asChild variant="outline">
              <a href={exportUrl(campaignId)} download>
                Export CSV
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={exportUrl(campaignId, 'xlsx')} download>
                Export XLSX
              </a>
            </Button>
          </div>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table
            className="w-full text-sm [&_td:not(:first-child)]:pl-3 [&_th:not(:first-child)]:pl-3"
            data-testid="results-table"
          >
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1">Lead</th>
                <th>Disposition</th>
                <th>Version</th>
                {fields.map((f) => (
                  <th key={f.name}>{f.name}</th>
                ))}
                <th>Summary</th>
              </tr>
            </thead>
            <tbody>
              {r.rows.map((row) => (
                <tr key={row.leadId} className="border-t align-top">
                  <td className="py-1">
                    <button
                      type="button"
                      className="text-left font-medium underline-offset-2 hover:underline"
                      onClick={() => setOpen(row.leadId)}
                    >
                      {row.companyName || row.name}
                    </button>
                  </td>
                  <td data-testid="row-disposition">
                    {row.disposition}
                    {row.direction === 'inbound' && (
                      <Badge variant="info" className="ml-2" data-testid="row-inbound">
                        inbound
                      </Badge>
                    )}
                  </td>
                  <td>{row.version}</td>
                  {fields.map((f) => (
                    <td key={f.name}>{fieldText(row.fields[f.name])}</td>
                  ))}
                  <td className="max-w-md text-muted-foreground">{row.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {r.total > r.rows.length && (
            <p className="mt-2 text-xs text-muted-foreground">
              Showing {r.rows.length} of {r.total}; the CSV export has every lead.
            </p>
          )}
        </CardContent>
      </Card>
      {/* Remounted when the experiment is stopped elsewhere (the versions table), so a save never undoes it. */}
      <OutcomeSettingsCard
        key={settings.data.experiment?.status === 'stopped' ? `stopped:${settings.data.experiment.winner}` : 'open'}
        campaignId={campaignId}
        initial={settings.data}
      />
      <LeadDetailsDialog leadId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
