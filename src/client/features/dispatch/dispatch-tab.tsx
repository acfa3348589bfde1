import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { CapacityCard } from './capacity-card';
import { DispatchPanel } from './dispatch-panel';
import { DoNotCallEditor } from './do-not-call-editor';
import { RegistryCard } from './registry-card';

const RECENT = 6;

/** Spec §2 Dispatch tab: needs a selected campaign ("Select a Campaign" otherwise, as the Enrichment tab). */
export function DispatchTab({ campaignId, onViewCampaigns, onSelect }: { campaignId: string | null; onViewCampaigns(): void; onSelect(id: string): void }) {
  return (
    <div className="space-y-4">
      <CapacityCard />
      {campaignId ? <DispatchPanel key={campaignId} campaignId={campaignId} /> : <SelectCampaign onViewCampaigns={onViewCampaigns} onSelect={onSelect} />}
      <DoNotCallEditor />
      <RegistryCard />
    </div>
  );
}

function SelectCampaign({ onViewCampaigns, onSelect }: { onViewCampaigns(): void; onSelect(id: string): void }) {
  const list = useQuery({ queryKey: ['/api/admin/campaigns'], queryFn: () => apiRequest<TCampaign[]>('GET', '/api/admin/campaigns', undefined, NO_CACHE) });
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-xl font-semibold">Select a Campaign</h2>
        <p className="text-muted-foreground">Choose a campaign in the Campaigns tab to dispatch its calls, or pick a recent one here.</p>
        <Button onClick={onViewCampaigns}>View Campaigns</Button>
        {Boolean(list.data?.length) && (
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Recent campaigns">
            {list.data!.slice(0, RECENT).map((c) => (
              <li key={c.id}>
                <Button variant="outline" size="sm" onClick={() => onSelect(c.id)}>
                  {c.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
