import type { ComponentType } from 'react';
import { Phone, Target, TrendingUp, Users } from 'lucide-react';
import { FIGURE_DEFINITIONS } from '@common/outreach/figures';
import { Card, CardContent } from '@client/components/ui/card';
import { useAdminStats } from './use-admin-stats';

const CARDS: {
  key: 'totalCampaigns' | 'totalLeads' | 'successfulCalls' | 'successRate';
  label: string;
  icon: ComponentType<{ className?: string }>;
  suffix?: string;
  help: string;
}[] = [
  { key: 'totalCampaigns', label: 'Total Campaigns', icon: Target, help: 'Every campaign, whatever its status.' },
  { key: 'totalLeads', label: 'Total Leads', icon: Users, help: FIGURE_DEFINITIONS.totalLeads },
  { key: 'successfulCalls', label: 'Successful Calls', icon: Phone, help: FIGURE_DEFINITIONS.successful },
  { key: 'successRate', label: 'Success Rate', icon: TrendingUp, suffix: '%', help: FIGURE_DEFINITIONS.successRate },
];

/** Spec §2: the four stat cards, from the server's counts (GET /api/admin/stats). */
export function StatCards() {
  const stats = useAdminStats();
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, suffix, help }) => (
        <Card key={key} data-testid={`stat-${key}`} title={help}>
          <CardContent className="flex items-center justify-between gap-3 p-5">
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="mt-1 text-2xl font-bold">
                {stats.isError ? '—' : stats.data ? `${stats.data[key]}${suffix ?? ''}` : '…'}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">{help}</p>
            </div>
            {/* shrink-0: on a phone the help text would squeeze the icon to a sliver. */}
            <Icon className="h-8 w-8 shrink-0 text-primary" aria-hidden />
          </CardContent>
        </Card>
      ))}
      {stats.isError && <p className="col-span-full text-sm text-destructive">Could not load the dashboard figures.</p>}
    </div>
  );
}
