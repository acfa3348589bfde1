import type { TPhoneNumberList } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { listCampaigns } from '../campaigns/list-campaigns';
import { listPhoneNumberRows } from './phone-numbers.repo';
import { toPhoneNumber } from './to-dto';

/** GET /api/admin/phone-numbers: every number, newest first, with the campaign that answers it. */
export async function listPhoneNumbers(ctx: AppContext): Promise<TPhoneNumberList> {
  const [rows, campaigns] = await Promise.all([listPhoneNumberRows(ctx.db), listCampaigns(ctx, true)]);
  const names = new Map(campaigns.map((c) => [c.id, c.name]));
  return { items: rows.map((r) => toPhoneNumber(r, r.campaignId ? (names.get(r.campaignId) ?? null) : null)) };
}
