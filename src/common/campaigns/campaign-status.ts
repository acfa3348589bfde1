import { CAMPAIGN_TRANSITIONS, type CampaignEvent } from '@common/outreach/states';
import type { TCampaignStatus } from './schemas';

// Spec §4 campaign status: draft → active (Start), active → paused (Pause), paused → active
// (Resume); completed has no button. A stopped campaign (Stop ended its run) can be started
// again. The card's buttons are the edges of the one transition table (common/outreach/states.ts)
// whose event is a card action, so the card cannot offer a move the server refuses.

export interface CampaignAction {
  label: 'Start' | 'Pause' | 'Resume';
  to: TCampaignStatus;
}

/** The campaign card's own events and their labels (Dispatch and Stop live on the Dispatch tab). */
const CARD_EVENTS: Partial<Record<CampaignEvent, CampaignAction['label']>> = {
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
};

export const campaignActions = (status: TCampaignStatus): CampaignAction[] =>
  CAMPAIGN_TRANSITIONS.flatMap((t) => {
    const label = CARD_EVENTS[t.event];
    return t.from === status && label ? [{ label, to: t.to }] : [];
  });

/** Setting the status it already has is allowed (a repeated click is harmless). */
export const canChangeStatus = (from: TCampaignStatus, to: TCampaignStatus): boolean =>
  from === to || campaignActions(from).some((a) => a.to === to);
