import type { TScrapeWebsiteResponse } from '@common/wizard/schemas';
import { ZScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { fetchErrorReason, fetchFailed } from '../../providers/web/fetch-errors';
import type { ScrapedPage } from '../../providers/web/types';
import { deriveProfile } from './derive-profile';
import { normalizeWebsiteUrl, withHttp, type WebsiteTarget } from './normalize-website-url';
import { pickRelatedPages, type AnalysedPage } from './related-pages';
import { findFreshAnalysis, saveAnalysis, upsertCapturedPages } from './web-analysis.repo';

/** A business's site changes rarely; a day keeps repeat visits and re-renders instant. */
export const ANALYSIS_TTL_MS = 24 * 60 * 60 * 1000;
/** Less readable text than this across every page means a JavaScript-only site we can't read. */
const MIN_TEXT_CHARS = 40;

type Source = TScrapeWebsiteResponse['source'];

// Two requests for the same site at once (a double render, two tabs) share one analysis.
const running = new WeakMap<AppContext, Map<string, Promise<TScrapeWebsiteResponse>>>();

/**
 * Reads a business website (the page named plus up to four of its about / services / reviews
 * pages), derives the wizard's scraped-data fields, keeps every page's text for research, and
 * caches the result per normalised URL for a day. Wizard step 3 and lead enrichment call this.
 */
export async function analyzeWebsite(ctx: AppContext, input: string): Promise<TScrapeWebsiteResponse> {
  const target = normalizeWebsiteUrl(input);
  const cached = await findFreshAnalysis(ctx.db, target.key, ctx.clock.now());
  if (cached) {
    const profile = ZScrapedData.parse((cached.data as { profile?: unknown }).profile ?? {});
    return { ...profile, source: cached.source === 'firecrawl' ? 'firecrawl' : 'direct-fetch', pagesAnalyzed: cached.pagesFetched, cached: true };
  }
  let perCtx = running.get(ctx);
  if (!perCtx) running.set(ctx, (perCtx = new Map()));
  const pending = perCtx.get(target.key);
  if (pending) return pending;
  const work = runAnalysis(ctx, target).finally(() => perCtx.delete(target.key));
  perCtx.set(target.key, work);
  return work;
}

async function scrapeFirst(ctx: AppContext, target: WebsiteTarget): Promise<ScrapedPage> {
  try {
    return await ctx.providers.web.scrape(target.url);
  } catch (err) {
    // Typed without a scheme and https could not connect: the site may only speak http.
    const reason = fetchErrorReason(err);
    if (target.guessedScheme && (reason === 'unreachable' || reason === 'tls')) return ctx.providers.web.scrape(withHttp(target.url));
    throw err;
  }
}

async function runAnalysis(ctx: AppContext, target: WebsiteTarget): Promise<TScrapeWebsiteResponse> {
  const started = Date.now();
  const web = ctx.providers.web;
  const home = await scrapeFirst(ctx, target);
  const related = pickRelatedPages(home.finalUrl, home.links);
  const extras = await Promise.allSettled(related.map((r) => web.scrape(r.url)));
  const pages: AnalysedPage[] = [{ url: home.finalUrl, kind: 'home', title: home.title, blocks: home.blocks, text: home.text }];
  extras.forEach((result, i) => {
    if (result.status === 'fulfilled') {
      const p = result.value;
      pages.push({ url: p.finalUrl, kind: related[i].kind, title: p.title, blocks: p.blocks, text: p.text });
    } else {
      // A missing about or reviews page is normal; the analysis goes on without it.
      ctx.logger.debug({ url: related[i].url, err: (result.reason as Error)?.message }, 'related page skipped');
    }
  });
  const unique = [...new Map(pages.map((p) => [p.url, p])).values()];
  if (unique.reduce((n, p) => n + p.text.trim().length, 0) < MIN_TEXT_CHARS) {
    throw fetchFailed('empty', 'the page has no readable text (it may need JavaScript to show its content).');
  }

  const { profile, evidence } = deriveProfile(unique);
  const source: Source = web.adapter === 'firecrawl' ? 'firecrawl' : 'direct-fetch';
  const now = ctx.clock.now();
  const siteUrl = new URL(home.finalUrl).origin;
  await ctx.db.transaction(async (tx) => {
    await upsertCapturedPages(tx, unique.map((p) => ({ url: p.url, siteUrl, title: p.title, text: p.text })), now);
    await saveAnalysis(tx, {
      key: target.key,
      source,
      data: { profile, evidence, pages: unique.map((p) => ({ url: p.url, kind: p.kind, title: p.title })) },
      pagesFetched: unique.length,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + ANALYSIS_TTL_MS),
    });
  });
  ctx.logger.info({ url: target.url, pages: unique.length, source, ms: Date.now() - started }, 'website analysed');
  return { ...profile, source, pagesAnalyzed: unique.length, cached: false };
}
