import { toCsv } from '@common/campaigns/csv-write';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { findCampaign, findUnreadablePhones } from './campaigns.repo';

/**
 * The campaign's leads whose phone could not be read as a number, as a CSV to download (the
 * import's warning links here): the CSV row each came from, so the admin can fix the file.
 */
export async function unreadablePhonesCsv(ctx: AppContext, campaignId: string): Promise<string> {
  if (!(await findCampaign(ctx.db, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');
  const rows = await findUnreadablePhones(ctx.db, campaignId);
  return toCsv(
    ['Row', 'Email', 'Company', 'Phone'],
    rows.map((r) => [r.rowNumber, r.email, r.companyName, r.phoneNumber]),
  );
}
