import type { AppContext } from '../../context';
import { findCampaign } from './campaigns.repo';

/** Whether the campaign exists (one primary-key lookup, without the list's counts). */
export async function campaignExists(ctx: AppContext, id: string): Promise<boolean> {
  return (await findCampaign(ctx.db, id)) !== null;
}
