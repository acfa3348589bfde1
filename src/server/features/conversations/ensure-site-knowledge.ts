import type { TScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { listSitePages } from '../web-analysis/list-site-pages';
import { indexedPages, insertPassages, type PassageInput } from './knowledge.repo';
import { splitPassages } from './split-passages';

const MAX_PASSAGES = 2_000;

/**
 * The knowledge source of an agent: the passages of the pages read from its business's website.
 * The first conversation that needs a site indexes it; a later one indexes only the pages
 * captured since (a URL with no passages yet), so a page read after the first chat is known too.
 * The wizard's analysis, when given to the first, adds one passage of its own, so an agent whose
 * site could be read only through the analysis still knows its services. Answers the site key,
 * or null without a site.
 */
export async function ensureSiteKnowledge(
  ctx: AppContext,
  website: string,
  analysis: TScrapedData | null = null,
): Promise<string | null> {
  if (!website.trim()) return null;
  const found = await listSitePages(ctx, website);
  if (!found) return null;
  const indexed = await indexedPages(ctx.db, found.site);
  const rows: PassageInput[] = [];
  for (const page of found.pages) {
    if (indexed.pages.has(page.url)) continue;
    splitPassages(page.text).forEach((text, position) =>
      rows.push({ siteUrl: found.site, pageUrl: page.url, title: page.title, position, text }),
    );
  }
  if (analysis && indexed.passages === 0) {
    const summary = [
      analysis.businessSpecialties && `We specialise in ${analysis.businessSpecialties}.`,
      analysis.topServices && `Our services: ${analysis.topServices}.`,
      analysis.customerTypes && `We serve ${analysis.customerTypes}.`,
    ]
      .filter(Boolean)
      .join(' ');
    if (summary)
      rows.push({
        siteUrl: found.site,
        pageUrl: `https://${found.site}/`,
        title: 'Website analysis',
        position: 10_000,
        text: summary,
      });
  }
  await insertPassages(ctx.db, rows.slice(0, Math.max(0, MAX_PASSAGES - indexed.passages)));
  return found.site;
}
