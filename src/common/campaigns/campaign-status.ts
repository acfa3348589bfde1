import type { TCampaignStatus } from './schemas';

// Spec §4 campaign status: draft → active (Start), active → paused (Pause), paused → active
// (Resume); completed has no button. A stopped campaign (issue 24: Stop ended its run) can be
// started again. The card's buttons; the allowed moves themselves are the one transition table of
// common/outreach/states.ts, which PATCH /api/admin/campaigns/{id} applies through the state owner.

export interface CampaignAction {
  label: 'Start' | 'Pause' | 'Resume';
  to: TCampaignStatus;
}

const ACTIONS: Record<TCampaignStatus, CampaignAction[]> = {
  draft: [{ label: 'Start', to: 'active' }],
  active: [{ label: 'Pause', to: 'paused' }],
  paused: [{ label: 'Resume', to: 'active' }],
  stopped: [{ label: 'Start', to: 'active' }],
  completed: [],
};

export const campaignActions = (status: TCampaignStatus): CampaignAction[] => ACTIONS[status];
