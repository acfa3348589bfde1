import { CampaignScope } from '@client/components/campaign-scope';
import { ResultsPanel } from './results-panel';

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
  return (
    <CampaignScope
      campaignId={campaignId}
      onViewCampaigns={onViewCampaigns}
      onSelect={onSelect}
      purpose="see its results"
      title="Results"
    >
      {(id) => <ResultsPanel campaignId={id} />}
    </CampaignScope>
  );
}
