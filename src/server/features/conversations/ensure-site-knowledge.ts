import type { TScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { listSitePages } from '../web-analysis/list-site-pages';
import { pagePassages, replacePagePassages, type PassageInput } from './knowledge.repo';
import { splitPassages } from './split-passages';

const MAX_PASSAGES = 2_000;

/** Where the analysis's own passage sits among a site's passages: after any page's. */
const SUMMARY_POSITION = 10_000;

/**
 * The knowledge source of an agent: the passages of the pages read from its business's website.
 * The first conversation that needs a site indexes it. A later one indexes the pages captured
 * since, and splits again a page whose text has changed since it was split (the site was read
 * again), replacing that page's passages, so the agent never answers from a page the business
 * has since rewritten. The wizard's analysis, when given to the first, adds one passage of its
 * own, so an agent whose site could be read only through the analysis still knows its services.
 * Answers the site key, or null without a site.
 */
export async function ensureSiteKnowledge(
  ctx: AppContext,
  website: string,
  analysis: TScrapedData | null = null,
): Promise<string | null> {
  if (!website.trim()) return null;
  const found = await listSitePages(ctx, website);
  if (!found) return null;
  const kept = await pagePassages(ctx.db, found.site, SUMMARY_POSITION);
  const rows: PassageInput[] = [];
  const changed: string[] = [];
  let removed = 0;
  for (const page of found.pages) {
    const passages = splitPassages(page.text);
    const before = kept.byPage.get(page.url);
    // A site at the cap keeps the start of the page that reached it: that is no change either.
    if (before && (sameTexts(before, passages) || (kept.total >= MAX_PASSAGES && startsWith(passages, before))))
      continue;
    if (before) {
      changed.push(page.url);
      removed += before.length;
    }
    passages.forEach((text, position) =>
      rows.push({ siteUrl: found.site, pageUrl: page.url, title: page.title, position, text }),
    );
  }
  if (analysis && kept.total === 0) {
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
        position: SUMMARY_POSITION,
        text: summary,
      });
  }
  if (rows.length || changed.length) {
    const room = Math.max(0, MAX_PASSAGES - (kept.total - removed));
    await replacePagePassages(ctx.db, found.site, changed, SUMMARY_POSITION, rows.slice(0, room));
  }
  return found.site;
}

const startsWith = (all: string[], start: string[]) => start.every((t, i) => t === all[i]);
const sameTexts = (a: string[], b: string[]) => a.length === b.length && startsWith(a, b);
