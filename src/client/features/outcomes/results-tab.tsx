import { useQuery } from '@tanstack/react-query';
import type { TCampaign } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { ResultsPanel } from './results-panel';

const RECENT = 6;

/** The Results tab: needs a selected campaign, as the Dispatch and Dev Queue tabs. */
export function ResultsTab({
  campaignId,
  onViewCampaigns,
  onSelect,
}: {
  campaignId: string | null;
  onViewCampaigns(): void;
  onSelect(id: string): void;
}) {
  if (campaignId) return <ResultsPanel key={campaignId} campaignId={campaignId} />;
  return <SelectCampaign onViewCampaigns={onViewCampaigns} onSelect={onSelect} />;
}

function SelectCampaign({ onViewCampaigns, onSelect }: { onViewCampaigns(): void; onSelect(id: string): void }) {
  const list = useQuery({
    queryKey: ['/api/admin/campaigns'],
    queryFn: () => apiRequest<TCampaign[]>('GET', '/api/admin/campaigns', undefined, NO_CACHE),
  });
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <h2 className="text-xl font-semibold">Select a Campaign</h2>
        <p className="text-muted-foreground">
          Choose a campaign in the Campaigns tab to see its results, or pick a recent one here.
        </p>
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
