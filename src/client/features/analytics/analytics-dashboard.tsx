import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input, Label } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { CallsByStatus, DepositsByDay, PageViewsByDay, PageViewsByRoute, WizardFunnel } from './charts';
import { lastDays, useAnalyticsReport, type DayRange } from './use-analytics-report';

const PRESETS = [7, 30, 90];
const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The Analytics tab: what visitors did and what it earned, from the server's stored events. */
export function AnalyticsDashboard() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const report = useAnalyticsReport(range);
  const r = report.data;

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-wrap items-end gap-3 p-4">
          <div className="grid gap-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              value={range.from}
              max={range.to}
              onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input
              id="analytics-to"
              type="date"
              value={range.to}
              min={range.from}
              onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
            />
          </div>
          {PRESETS.map((d) => (
            <Button key={d} variant="outline" size="sm" onClick={() => setRange(lastDays(d))}>
              Last {d} days
            </Button>
          ))}
          <p className="text-xs text-muted-foreground">Days are UTC.</p>
        </CardContent>
      </Card>

      {report.isPending && (
        <div className="flex justify-center p-8">
          <Spinner className="h-8 w-8" label="Loading analytics" />
        </div>
      )}
      {report.isError && (
        <p className="text-sm text-destructive" role="alert">
          Could not load analytics
          {report.error instanceof ApiError && report.error.serverMessage ? `: ${report.error.serverMessage}` : '.'}
        </p>
      )}
      {r && (
        <>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-5" data-testid="analytics-totals">
            <Tile label="Page views" value={r.pageViews.total} testId="tile-page-views" />
            <Tile label="Wizard visitors" value={r.funnel.visitors} />
            <Tile label="Prompts generated" value={r.funnel.promptsGenerated} />
            <Tile label="Calls launched" value={r.funnel.callsLaunched} />
            <Tile label={`Deposits (${r.deposits.count})`} value={money(r.deposits.totalCents)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <PageViewsByDay data={r.pageViews.byDay} />
            <PageViewsByRoute data={r.pageViews.byRoute} />
            <WizardFunnel funnel={r.funnel} />
            <DepositsByDay data={r.deposits.byDay} />
            <CallsByStatus data={r.callsByStatus} />
          </div>
        </>
      )}
    </div>
  );
}

function Tile({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="p-4">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="mt-1 text-xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}
