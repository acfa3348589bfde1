import { fetchErrorReason } from '../../providers/web/fetch-errors';
import type { ScrapedPage, WebProvider } from '../../providers/web/types';
import type { Logger } from '../../logger';
import { withHttp, type WebsiteTarget } from './normalize-website-url';
import { pickRelatedPages, type AnalysedPage } from './related-pages';
import { pickFactPages } from './fact-sheet/fact-pages';

async function scrapeFirst(web: WebProvider, target: WebsiteTarget): Promise<ScrapedPage> {
  try {
    return await web.scrape(target.url);
  } catch (err) {
    // Typed without a scheme and https could not connect: the site may only speak http.
    const reason = fetchErrorReason(err);
    if (target.guessedScheme && (reason === 'unreachable' || reason === 'tls')) return web.scrape(withHttp(target.url));
    throw err;
  }
}

/**
 * The page named plus up to four of its about / services / reviews pages, one entry per final
 * URL. The analysis, the corpus benchmark and the reader's tests all read sites this way.
 * With `factPages`, up to four more pages a caller's questions need (contact, hours, prices…) are
 * read at the same time, for the fact sheet (fact-sheet/read-fact-sheet.ts) and nothing else.
 */
export async function readSitePages(
  web: WebProvider,
  target: WebsiteTarget,
  logger?: Logger,
  opts: { factPages?: boolean } = {},
): Promise<{ home: ScrapedPage; pages: AnalysedPage[]; factPages: ScrapedPage[] }> {
  const home = await scrapeFirst(web, target);
  const related = pickRelatedPages(home.finalUrl, home.links);
  const forFacts = opts.factPages
    ? pickFactPages(
        home.finalUrl,
        home.links,
        related.map((r) => r.url),
      )
    : [];
  const [extras, factResults] = await Promise.all([
    Promise.allSettled(related.map((r) => web.scrape(r.url))),
    Promise.allSettled(forFacts.map((f) => web.scrape(f.url))),
  ]);
  const pages: AnalysedPage[] = [
    {
      url: home.finalUrl,
      kind: 'home',
      title: home.title,
      description: home.description,
      blocks: home.blocks,
      text: home.text,
      structured: home.structured,
      links: home.links,
      factSource: home.factSource,
    },
  ];
  extras.forEach((result, i) => {
    if (result.status === 'fulfilled') {
      const p = result.value;
      pages.push({
        url: p.finalUrl,
        kind: related[i].kind,
        title: p.title,
        description: p.description,
        blocks: p.blocks,
        text: p.text,
        structured: p.structured,
        links: p.links,
        factSource: p.factSource,
      });
    } else {
      // A missing about or reviews page is normal; the analysis goes on without it.
      logger?.debug({ url: related[i].url, err: (result.reason as Error)?.message }, 'related page skipped');
    }
  });
  const read = new Set(pages.map((p) => p.url));
  const factPages = factResults.flatMap((r) =>
    r.status === 'fulfilled' && !read.has(r.value.finalUrl) ? [r.value] : [],
  );
  return { home, pages: [...new Map(pages.map((p) => [p.url, p])).values()], factPages };
}
