import { registryKey } from '@common/dispatch/registry';
import type { Database } from '../../db/client';

// Whether a number may be dialled at all, read right before each dial (placeCall's guard and the
// campaign batch's last look). The lead's side of a call is the state owner's (features/outreach-state).

export interface DialTimeLists {
  /** On the company's own do-not-call list (every campaign, every purpose). */
  doNotCall: boolean;
  /** On the national registry copy (campaign calls only; written consent exempts). */
  registry: boolean;
}

// Both lists in ONE statement, each probed by its primary key (the company list by E.164, the
// registry by the 10 digits of a +1 number; null for other numbers matches nothing). Raw SQL,
// prepared once per connection: this runs on the dial path, where the query builder's per-call
// work and a second round trip doubled the median (docs/decisions/2026-11-24b-25-lawful.md).
const DIAL_TIME_LISTS = `select exists (select 1 from do_not_call where phone_e164 = $1) as "doNotCall",
  exists (select 1 from dnc_registry where number = $2::bigint) as "registry"`;

export async function dialTimeLists(database: Database, e164: string): Promise<DialTimeLists> {
  const { rows } = await database.sql.prepared<DialTimeLists>('dial_time_lists', DIAL_TIME_LISTS, [
    e164,
    registryKey(e164),
  ]);
  return { doNotCall: Boolean(rows[0]?.doNotCall), registry: Boolean(rows[0]?.registry) };
}
