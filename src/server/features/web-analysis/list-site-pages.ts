import type { TScrapedData } from '@common/wizard/schemas';
import { ZScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { findAnalysis, findSitePages } from './web-analysis.repo';
import { normalizeWebsiteUrl } from './normalize-website-url';
import { siteIdentity } from './site-identity';

const MAX_PAGES = 50;

/**
 * The text of the pages the server read from a website (the wizard's analysis, enrichment, "Read
 * website"), for the features that build on it (the agent's knowledge). A site read at
 * https://www.x.com is the same business as one typed x.com, so every origin variant is looked up,
 * but only under the address's path prefix: a neighbour on the same host is another business.
 * `site` is that identity's key. An address that is not a website: null.
 */
export async function listSitePages(
  ctx: AppContext,
  website: string,
): Promise<{
  site: string;
  pages: Array<{ url: string; title: string; text: string; headings: Array<{ level: number; text: string }> }>;
} | null> {
  const site = siteIdentity(website);
  if (!site) return null;
  return { site: site.key, pages: await findSitePages(ctx.db, site.prefixes, MAX_PAGES) };
}

/**
 * The profile the server's own reader last derived from this address (however old), or null:
 * the only analysis that may become an agent's knowledge. A browser's copy of it is never used.
 */
export async function readSiteAnalysis(ctx: AppContext, website: string): Promise<TScrapedData | null> {
  let key: string;
  try {
    key = normalizeWebsiteUrl(website).key;
  } catch {
    return null;
  }
  const stored = await findAnalysis(ctx.db, key);
  const profile = ZScrapedData.safeParse((stored?.data as { profile?: unknown } | undefined)?.profile ?? null);
  return profile.success ? profile.data : null;
}
