import type { TScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { listSitePages } from '../web-analysis/list-site-pages';
import { countPassages, insertPassages, type PassageInput } from './knowledge.repo';
import { splitPassages } from './split-passages';

const MAX_PASSAGES = 2_000;

/**
 * The knowledge source of an agent: the passages of the pages read from its business's website,
 * indexed once per site (the first conversation that needs them pays for it). The wizard's
 * analysis, when given, adds one passage of its own, so an agent whose site could be read only
 * through the analysis still knows its services. Answers the site key, or null without a site.
 */
export async function ensureSiteKnowledge(
  ctx: AppContext,
  website: string,
  analysis: TScrapedData | null = null,
): Promise<string | null> {
  if (!website.trim()) return null;
  const found = await listSitePages(ctx, website);
  if (!found) return null;
  if ((await countPassages(ctx.db, found.site)) > 0) return found.site;
  const rows: PassageInput[] = [];
  for (const page of found.pages) {
    splitPassages(page.text).forEach((text, position) =>
      rows.push({ siteUrl: found.site, pageUrl: page.url, title: page.title, position, text }),
    );
  }
  if (analysis) {
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
  await insertPassages(ctx.db, rows.slice(0, MAX_PASSAGES));
  return found.site;
}
