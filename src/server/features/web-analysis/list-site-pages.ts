import type { AppContext } from '../../context';
import { findSitePages } from './web-analysis.repo';
import { normalizeWebsiteUrl } from './normalize-website-url';

const MAX_PAGES = 50;

/**
 * The text of the pages read from a website (the wizard's analysis, enrichment), for the features
 * that build on it (the agent's knowledge). A site read at https://www.x.com is the same business
 * as one typed x.com: every origin variant is looked up; `site` is that shared name (the host
 * without www). An address that is not a website: null.
 */
export async function listSitePages(
  ctx: AppContext,
  website: string,
): Promise<{ site: string; pages: Array<{ url: string; title: string; text: string }> } | null> {
  let host: string;
  try {
    host = new URL(normalizeWebsiteUrl(website).url).host.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
  const origins = ['https', 'http'].flatMap((s) => [`${s}://${host}`, `${s}://www.${host}`]);
  return { site: host, pages: await findSitePages(ctx.db, origins, MAX_PAGES) };
}
