import type { TLeadListQuery } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import { listLeads } from './list-leads';

/**
 * A lead list page as the JSON the route sends. The answer is made once with JSON.stringify and
 * not put through the route's zod response check: its type is `TLeadPage`, so TypeScript holds it
 * to the schema, and `tests/integration/lead-list-scale.test.ts` parses real pages with
 * `ZLeadPage`. (Checking 50 leads with zod on every page was a fifth of the page's server time
 * under 50 clients: bench/lead-page.bench.ts, CPU profile.)
 */
export function leadPageJson(ctx: AppContext, query: TLeadListQuery & { campaignId?: string }): Promise<Buffer> {
  return listLeads(ctx, query).then((page) => Buffer.from(JSON.stringify(page)));
}
