import type { TScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { listSitePages, readSiteAnalysis } from '../web-analysis/list-site-pages';
import { ensureSiteFacts } from './ensure-site-facts';
import type { KnowledgeSource } from './knowledge-owner';
import { pagePassages, replacePagePassages, type PassageInput } from './knowledge.repo';
import { splitPassages, type Chunk } from './split-passages';

const MAX_PASSAGES = 2_000;

/** Where the analysis's own passage sits among an owner's passages: after any page's. */
const SUMMARY_POSITION = 10_000;

/**
 * The knowledge of one owner (a campaign, a wizard agent configuration): the passages of the
 * pages the server read from its business's website, under the address's path prefix. The first
 * conversation that needs them splits the pages; a later one splits the pages captured since, and
 * again a page whose text has changed (the site was read again), so the agent never answers from
 * a page the business has since rewritten. An owner whose website is now another site loses every
 * passage of the old one. `fresh` (an admin's "Read website"): everything derived from the site,
 * the summary included, is replaced. The server's own analysis of the address adds one summary
 * passage, so an agent whose pages say little in sentences still knows its services; an analysis
 * from a browser never does. The site's fact sheet follows the same reading (ensure-site-facts.ts).
 * Answers the owner and the site, or no site without a website.
 */
export async function ensureSiteKnowledge(
  ctx: AppContext,
  owner: string,
  website: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<KnowledgeSource> {
  const found = website.trim() ? await listSitePages(ctx, website) : null;
  if (!found) return { knowledgeOwner: owner, knowledgeSite: null };
  await ensureSiteFacts(ctx, owner, website, found.site, { fresh });
  const stored = await pagePassages(ctx.db, owner, SUMMARY_POSITION);
  const clear = fresh || [...stored.sites].some((s) => s !== found.site);
  const kept = clear ? { byPage: new Map<string, Chunk[]>(), total: 0 } : stored;
  const rows: PassageInput[] = [];
  const changed: string[] = [];
  let removed = 0;
  const base = { owner, siteUrl: found.site };
  for (const page of found.pages) {
    const passages = splitPassages(page.text, page.headings);
    const before = kept.byPage.get(page.url);
    // A site at the cap keeps the start of the page that reached it: that is no change either.
    if (before && (sameTexts(before, passages) || (kept.total >= MAX_PASSAGES && startsWith(passages, before))))
      continue;
    if (before) {
      changed.push(page.url);
      removed += before.length;
    }
    passages.forEach(({ heading, text }, position) =>
      rows.push({ ...base, pageUrl: page.url, title: page.title, heading, position, text }),
    );
  }
  const analysis = kept.total === 0 ? await readSiteAnalysis(ctx, website) : null;
  const summary = analysis ? summarize(analysis) : '';
  if (summary)
    rows.push({
      ...base,
      pageUrl: found.pages[0]?.url ?? `https://${found.site}`,
      title: 'Website analysis',
      heading: '',
      position: SUMMARY_POSITION,
      text: summary,
    });
  if (clear || rows.length || changed.length) {
    const room = Math.max(0, MAX_PASSAGES - (kept.total - removed));
    await replacePagePassages(ctx.db, owner, clear ? null : changed, SUMMARY_POSITION, rows.slice(0, room));
  }
  return { knowledgeOwner: owner, knowledgeSite: found.site };
}

function summarize(analysis: TScrapedData): string {
  return [
    analysis.businessSpecialties && `We specialise in ${analysis.businessSpecialties}.`,
    analysis.topServices && `Our services: ${analysis.topServices}.`,
    analysis.customerTypes && `We serve ${analysis.customerTypes}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

const startsWith = (all: Chunk[], start: Chunk[]) =>
  start.every((c, i) => c.text === all[i]?.text && c.heading === all[i]?.heading);
const sameTexts = (a: Chunk[], b: Chunk[]) => a.length === b.length && startsWith(a, b);
