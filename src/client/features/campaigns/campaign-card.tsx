import { campaignActions } from '@common/campaigns/campaign-status';
import { CAMPAIGN_BADGE_COLOUR, type TCampaign, type TCampaignStatus } from '@common/campaigns/schemas';
import { FIGURE_DEFINITIONS, successRate, type TFigure } from '@common/outreach/figures';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useCan } from '@client/shared/role/role';
import { CampaignMenu } from './campaign-menu';

const VARIANT = { green: 'success', yellow: 'warning', blue: 'info', gray: 'muted' } as const;

export type CampaignTab = 'enrichment' | 'dispatch' | 'queue';

export function CampaignCard(props: {
  campaign: TCampaign;
  busy: boolean;
  showingLeads: boolean;
  onOpenTab(tab: CampaignTab): void;
  onStatus(status: TCampaignStatus): void;
  onToggleLeads(): void;
}) {
  const c = props.campaign;
  // Start, Pause and the other status changes are campaign settings on the server (PATCH).
  const may = useCan('settings:edit');
  const stats: Array<[string, number, TFigure]> = [
    ['Total Leads', c.totalLeads, 'totalLeads'],
    ['Processed', c.processedLeads, 'processed'],
    ['Successful', c.successfulCalls, 'successful'],
    ['Failed', c.failedCalls, 'failed'],
  ];
  return (
    <Card data-testid="campaign-card" data-campaign-id={c.id}>
      <CardHeader className="flex-row items-start justify-between gap-2 pb-2">
        <div>
          <CardTitle className="text-lg">{c.name}</CardTitle>
          <p className="text-sm text-muted-foreground">Created {new Date(c.createdAt).toLocaleDateString()}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {c.archived && <Badge variant="muted">archived</Badge>}
          <Badge variant={VARIANT[CAMPAIGN_BADGE_COLOUR[c.status]]} data-testid="campaign-status">
            {c.status}
          </Badge>
          <CampaignMenu campaign={c} />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {stats.map(([label, n, figure]) => (
            <div key={label} className="rounded border p-2 text-center" title={FIGURE_DEFINITIONS[figure]}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold" data-testid={`count-${label.toLowerCase().replace(' ', '-')}`}>
                {n.toLocaleString()}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground" data-testid="campaign-success-rate">
          Success rate {successRate(c.successfulCalls, c.processedLeads)}% of processed leads. Hover a figure for its
          definition.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => props.onOpenTab('enrichment')}>
            Enrich
          </Button>
          <Button size="sm" variant="outline" onClick={() => props.onOpenTab('dispatch')}>
            Dispatch
          </Button>
          <Button size="sm" variant="outline" onClick={() => props.onOpenTab('queue')}>
            Queue
          </Button>
          {campaignActions(c.status).map((a) => (
            <Button
              key={a.label}
              size="sm"
              disabled={props.busy || !may.allowed}
              // Start makes the campaign active and opens its Dispatch tab: dialling starts there,
              // after the preview of who will be called (and the live run's confirmation).
              title={
                may.reason ??
                (a.label === 'Start' ? 'Mark active and open Dispatch, where Dispatch Calls starts calling' : undefined)
              }
              onClick={() => {
                props.onStatus(a.to);
                if (a.label === 'Start') props.onOpenTab('dispatch');
              }}
            >
              {a.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={props.onToggleLeads} aria-expanded={props.showingLeads}>
            {props.showingLeads ? 'Hide Leads' : 'View Leads'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
