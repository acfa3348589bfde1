import { sql } from 'drizzle-orm';
import { registryKey } from '@common/dispatch/registry';
import type { DbOrTx } from '../../db/tx';
import type { DialTimeLists } from './lead-calls.repo';

/**
 * The do-not-call lists for many numbers in one statement (each probe by primary key), for
 * enrolling a batch: 1,000 single probes cost a round trip each.
 */
export async function dialTimeListsMany(db: DbOrTx, e164s: string[]): Promise<Map<string, DialTimeLists>> {
  const unique = [...new Set(e164s)];
  const found = new Map<string, DialTimeLists>(unique.map((n) => [n, { doNotCall: false, registry: false }]));
  if (unique.length === 0) return found;
  const keys = unique.map((n) => registryKey(n));
  const res = await db.execute(sql`
    select n.e164,
      exists (select 1 from do_not_call d where d.phone_e164 = n.e164) as "doNotCall",
      exists (select 1 from dnc_registry r where r.number = n.key) as "registry"
    from unnest(${sql.param(unique)}::text[], ${sql.param(keys)}::bigint[]) as n(e164, key)`);
  for (const r of (res as unknown as { rows: Array<{ e164: string } & DialTimeLists> }).rows)
    found.set(r.e164, { doNotCall: Boolean(r.doNotCall), registry: Boolean(r.registry) });
  return found;
}
