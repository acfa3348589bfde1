import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useCampaignList } from '@client/lib/campaign-list';

const RECENT_CAMPAIGNS = 6;

export interface CampaignScopeProps {
  /** The selected campaign (the dashboard keeps it in the URL: ?campaign=<id>). */
  campaignId: string | null;
  onViewCampaigns(): void;
  onSelect(id: string): void;
  /** What the tab does with a campaign, for the picker's sentence ("enrich its leads"). */
  purpose: string;
  /** The tab's name: its heading reads "<title>: <campaign name>", so the screen says what it acts on. */
  title: string;
  children(campaignId: string): ReactNode;
}

/**
 * The one campaign picker of the campaign-scoped tabs (spec §2: Enrichment, Dispatch and Dev Queue
 * need a selected campaign): "Select a Campaign" with View Campaigns and the recent campaigns,
 * or the tab's content for the selected one (keyed by it, so no state leaks between campaigns).
 */
export function CampaignScope({ campaignId, onViewCampaigns, onSelect, purpose, title, children }: CampaignScopeProps) {
  if (campaignId)
    return (
      <div key={campaignId} className="space-y-4">
        <ScopeHeading campaignId={campaignId} title={title} onViewCampaigns={onViewCampaigns} />
        {children(campaignId)}
      </div>
    );
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-xl font-semibold">Select a Campaign</h2>
        <p className="text-muted-foreground">
          Choose a campaign in the Campaigns tab to {purpose}, or pick a recent one here.
        </p>
        <Button onClick={onViewCampaigns}>View Campaigns</Button>
        <RecentCampaigns onSelect={onSelect} />
      </CardContent>
    </Card>
  );
}

function ScopeHeading({
  campaignId,
  title,
  onViewCampaigns,
}: {
  campaignId: string;
  title: string;
  onViewCampaigns(): void;
}) {
  const name = useCampaignList().data?.find((c) => c.id === campaignId)?.name;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="min-w-0 break-words text-xl font-semibold" data-testid="campaign-scope-heading">
        {title}
        {name ? `: ${name}` : ''}
      </h2>
      <Button variant="outline" size="sm" onClick={onViewCampaigns}>
        Change campaign
      </Button>
    </div>
  );
}

function RecentCampaigns({ onSelect }: { onSelect(id: string): void }) {
  const list = useCampaignList();
  if (!list.data?.length) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Recent campaigns">
      {list.data.slice(0, RECENT_CAMPAIGNS).map((c) => (
        <li key={c.id}>
          <Button variant="outline" size="sm" onClick={() => onSelect(c.id)}>
            {c.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
