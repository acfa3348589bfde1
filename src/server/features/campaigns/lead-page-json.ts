import type { TLeadListQuery } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { ALL_CAMPAIGNS } from './lead-page-cache';
import { listLeads } from './list-leads';

/**
 * A lead list page as the JSON the route sends: from the page cache when this process listens for
 * lead changes (lead-page-cache.ts), else made now. The answer is made once with JSON.stringify and
 * not put through the route's zod response check: its type is `TLeadPage`, so TypeScript holds it
 * to the schema, and `tests/integration/lead-list-scale.test.ts` parses real pages with
 * `ZLeadPage`. (Checking 50 leads with zod on every page was a fifth of the page's server time
 * under 50 clients: bench/lead-page.bench.ts, CPU profile.)
 */
export function leadPageJson(ctx: AppContext, query: TLeadListQuery & { campaignId?: string }): Promise<Buffer> {
  const scope = query.campaignId ?? ALL_CAMPAIGNS;
  // Every field of the query that can change the answer; the scope is part of it.
  const key = JSON.stringify([scope, query.sort, query.q ?? '', query.pageSize, query.cursor ?? '', query.page]);
  return ctx.leadPages.get(key, scope, async () => Buffer.from(JSON.stringify(await listLeads(ctx, query))));
}
