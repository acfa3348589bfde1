import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@common/campaigns/schemas';
import { Switch } from '@client/components/ui/switch';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { CAMPAIGNS_KEY } from '@client/lib/campaign-list';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { CampaignCard, type CampaignTab } from './campaign-card';
import { LeadTable } from './lead-table';
import { useCampaignList } from '@client/lib/campaign-list';
import { useLeadListParams } from './lead-list-params';
import { useSetCampaignStatus } from './use-campaigns';

/** The Campaigns tab (spec §2): loading, empty or a list of campaign cards; one campaign's leads below its card. */
export function CampaignList(props: { onUpload(): void; onOpenTab(tab: CampaignTab, campaignId: string): void }) {
  const [showArchived, setShowArchived] = useState(false);
  const active = useCampaignList();
  // Archived campaigns are asked for only when shown (every other tab's picker leaves them out).
  const all = useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'with-archived'],
    queryFn: () => apiRequest<TCampaign[]>('GET', `${CAMPAIGNS_KEY[0]}?archived=include`, undefined, NO_CACHE),
    enabled: showArchived,
  });
  const { data, isPending, isError } = showArchived ? all : active;
  const setStatus = useSetCampaignStatus();
  const { openCampaignId: leadsOf, setOpenCampaign: setLeadsOf } = useLeadListParams();

  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
        <Spinner className="h-5 w-5" label="Loading campaigns" />
        <span>Loading campaigns...</span>
      </div>
    );
  }
  if (isError && !data)
    return (
      <p role="alert" className="py-10 text-center text-destructive">
        Failed to load campaigns
      </p>
    );
  const archivedToggle = (
    <label className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
      <Switch checked={showArchived} onCheckedChange={setShowArchived} aria-label="Show archived campaigns" />
      Show archived
    </label>
  );
  if (!data.length && !showArchived) {
    return (
      <div className="space-y-4">
        {archivedToggle}
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-12">
            <p className="text-muted-foreground">No campaigns yet</p>
            <Button onClick={props.onUpload}>Upload Leads</Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {archivedToggle}
      {data.map((c) => (
        <div key={c.id} className="space-y-2">
          <CampaignCard
            campaign={c}
            busy={setStatus.isPending && setStatus.variables?.id === c.id}
            showingLeads={leadsOf === c.id}
            onOpenTab={(tab) => props.onOpenTab(tab, c.id)}
            onStatus={(status) => setStatus.mutate({ id: c.id, status })}
            onToggleLeads={() => setLeadsOf(leadsOf === c.id ? null : c.id)}
          />
          {leadsOf === c.id && <LeadTable campaignId={c.id} />}
        </div>
      ))}
    </div>
  );
}
