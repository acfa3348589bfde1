import type { AppContext } from '../../context';
import { readSiteFactSheet } from '../web-analysis/read-site-fact-sheet';
import { sheetRows } from './fact-rows';
import { replaceSiteFacts, siteFactsRead } from './knowledge-facts.repo';

/**
 * The owner's site facts follow the server's latest reading of its website (`site`: the site's
 * key, as the passages'): a newer reading, or another site, replaces them all; the owner's own
 * facts are never touched. Only a fact sheet the server's reader made from pages it fetched is
 * used (see readSiteFactSheet). `fresh` ("Read website"): the reading just made replaces what was
 * kept, even a sheet now empty.
 */
export async function ensureSiteFacts(
  ctx: AppContext,
  owner: string,
  website: string,
  site: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const [read, kept] = await Promise.all([readSiteFactSheet(ctx, website), siteFactsRead(ctx.db, owner)]);
  const otherSite = kept !== null && kept.siteUrl !== site;
  if (!read) {
    // Nothing read for this site: facts of another site are no longer this owner's.
    if (otherSite || fresh) await replaceSiteFacts(ctx.db, owner, null, []);
    return;
  }
  if (!fresh && !otherSite && kept && kept.readAt.getTime() >= read.readAt.getTime()) return;
  await replaceSiteFacts(ctx.db, owner, { siteUrl: site, readAt: read.readAt }, sheetRows(read.sheet));
}
