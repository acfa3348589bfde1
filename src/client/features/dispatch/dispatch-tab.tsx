import type { ReactNode } from 'react';
import { CampaignScope } from '@client/components/campaign-scope';
import { CapacityCard } from './capacity-card';
import { DispatchPanel } from './dispatch-panel';
import { DoNotCallEditor } from './do-not-call-editor';
import { RegistryCard } from './registry-card';

/** Spec §2 Dispatch tab: needs a selected campaign ("Select a Campaign" otherwise, as the Enrichment tab). */
export function DispatchTab({
  campaignId,
  onViewCampaigns,
  onSelect,
  settings,
}: {
  campaignId: string | null;
  onViewCampaigns(): void;
  onSelect(id: string): void;
  /** The campaign's own settings screen (composed by the page), shown before its dispatch. */
  settings?: (campaignId: string) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <CapacityCard />
      <CampaignScope
        campaignId={campaignId}
        onViewCampaigns={onViewCampaigns}
        onSelect={onSelect}
        purpose="dispatch its calls"
        title="Dispatch"
      >
        {(id) => (
          <div className="space-y-4">
            {settings?.(id)}
            <DispatchPanel campaignId={id} />
          </div>
        )}
      </CampaignScope>
      <DoNotCallEditor />
      <RegistryCard />
    </div>
  );
}
