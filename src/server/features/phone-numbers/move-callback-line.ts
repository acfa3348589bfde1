import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { releaseCampaignCallerId } from '../campaign-settings/release-campaign-caller-id';
import { setCampaignCallerId } from '../campaign-settings/set-campaign-caller-id';
import { otherCampaignNumber } from './phone-numbers.repo';

/**
 * A number's campaign changes (assigned, moved, unassigned or removed): it becomes the new
 * campaign's caller ID, so the people that campaign calls can ring back the agent, and stops being
 * the old one's (another of its numbers takes over, if it has one). Runs in the caller's
 * transaction, with the number's own change.
 */
export async function moveCallbackLine(
  ctx: AppContext,
  tx: DbOrTx,
  number: { id: string; phoneNumber: string },
  from: string | null,
  to: string | null,
): Promise<void> {
  if (from && from !== to)
    await releaseCampaignCallerId(tx, from, number.phoneNumber, await otherCampaignNumber(tx, from, number.id), null);
  if (to) await setCampaignCallerId(ctx, tx, to, number.phoneNumber, null);
}
