import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { CampaignCard, type CampaignTab } from './campaign-card';
import { LeadTable } from './lead-table';
import { useCampaignList } from '@client/lib/campaign-list';
import { useSetCampaignStatus } from './use-campaigns';

/** The Campaigns tab (spec §2): loading, empty or a list of campaign cards; one campaign's leads below its card. */
export function CampaignList(props: { onUpload(): void; onOpenTab(tab: CampaignTab, campaignId: string): void }) {
  const { data, isPending, isError } = useCampaignList();
  const setStatus = useSetCampaignStatus();
  const [leadsOf, setLeadsOf] = useState<string | null>(null);

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
  if (!data.length) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12">
          <p className="text-muted-foreground">No campaigns yet</p>
          <Button onClick={props.onUpload}>Upload Leads</Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="space-y-4">
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
