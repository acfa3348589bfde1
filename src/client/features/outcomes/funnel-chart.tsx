import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TCampaignResults } from '@common/outcomes/schemas';

const AXIS = { stroke: 'var(--muted-foreground)', fontSize: 12 };

/** Dialled → answered by a person → conversation ≥ 20 s → interested → booked, one lead each at its latest call. */
export function FunnelChart({ funnel }: { funnel: TCampaignResults['funnel'] }) {
  const data = [
    { stage: 'Dialled', n: funnel.dialled },
    { stage: 'Answered by a person', n: funnel.answered },
    { stage: 'Conversation ≥ 20 s', n: funnel.conversation },
    { stage: 'Interested', n: funnel.interested },
    { stage: 'Booked', n: funnel.booked },
  ];
  return (
    <div className="h-64" data-testid="funnel-chart" aria-label={data.map((d) => `${d.stage}: ${d.n}`).join(', ')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 24, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis type="number" allowDecimals={false} {...AXIS} />
          <YAxis type="category" dataKey="stage" width={150} {...AXIS} />
          <Tooltip
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              color: 'var(--popover-foreground)',
            }}
          />
          <Bar
            dataKey="n"
            name="Leads"
            fill="#3b82f6"
            label={{ position: 'right', fontSize: 12, fill: 'var(--foreground)' }}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
