import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TAnalyticsReport } from '@common/analytics/report';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const AXIS = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: 'var(--popover)', border: '1px solid var(--border)', color: 'var(--popover-foreground)' },
};
const STATUS_COLOURS: Record<string, string> = {
  completed: '#22c55e',
  failed: '#ef4444',
  'in-progress': '#3b82f6',
  queued: '#eab308',
};

export function ChartCard({
  title,
  empty,
  children,
  testId,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="h-64">
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-muted-foreground">
            No data in this period
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            {children as never}
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
}

export const PageViewsByDay = ({ data }: { data: TAnalyticsReport['pageViews']['byDay'] }) => (
  <ChartCard title="Page views by day" empty={data.length === 0} testId="chart-views-by-day">
    <LineChart data={data}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="day" tick={AXIS} />
      <YAxis allowDecimals={false} tick={AXIS} />
      <Tooltip {...TOOLTIP} />
      <Line type="monotone" dataKey="count" name="Views" stroke="var(--primary)" strokeWidth={2} dot={false} />
    </LineChart>
  </ChartCard>
);

export const PageViewsByRoute = ({ data }: { data: TAnalyticsReport['pageViews']['byRoute'] }) => (
  <ChartCard title="Page views by route" empty={data.length === 0} testId="chart-views-by-route">
    <BarChart data={data.slice(0, 10)} layout="vertical" margin={{ left: 24 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis type="number" allowDecimals={false} tick={AXIS} />
      <YAxis type="category" dataKey="path" width={110} tick={AXIS} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey="count" name="Views" fill="var(--primary)" />
    </BarChart>
  </ChartCard>
);

export function WizardFunnel({ funnel }: { funnel: TAnalyticsReport['funnel'] }) {
  const data = [
    { stage: 'Visitors', count: funnel.visitors },
    ...funnel.steps.map((s) => ({ stage: `Step ${s.step}`, count: s.visitors })),
    { stage: 'Prompts', count: funnel.promptsGenerated },
    { stage: 'Calls', count: funnel.callsLaunched },
  ];
  return (
    <ChartCard title="Wizard funnel" empty={data.every((d) => d.count === 0)} testId="chart-funnel">
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="stage" tick={AXIS} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip {...TOOLTIP} />
        <Bar dataKey="count" name="Visitors / events" fill="#818cf8" />
      </BarChart>
    </ChartCard>
  );
}

export const DepositsByDay = ({ data }: { data: TAnalyticsReport['deposits']['byDay'] }) => (
  <ChartCard title="Deposits by day (USD)" empty={data.length === 0} testId="chart-deposits">
    <BarChart data={data.map((d) => ({ ...d, dollars: d.amountCents / 100 }))}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="day" tick={AXIS} />
      <YAxis tick={AXIS} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey="dollars" name="Deposits ($)" fill="#22c55e" />
    </BarChart>
  </ChartCard>
);

export const CallsByStatus = ({ data }: { data: TAnalyticsReport['callsByStatus'] }) => (
  <ChartCard title="Calls by status" empty={data.length === 0} testId="chart-calls">
    <BarChart data={data}>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="status" tick={AXIS} />
      <YAxis allowDecimals={false} tick={AXIS} />
      <Tooltip {...TOOLTIP} />
      <Bar dataKey="count" name="Calls">
        {data.map((d) => (
          <Cell key={d.status} fill={STATUS_COLOURS[d.status] ?? '#94a3b8'} />
        ))}
      </Bar>
    </BarChart>
  </ChartCard>
);
