import { AppError } from '@common/errors';
import type { TAnalysisEvidence, TScrapedData, TScrapeWebsiteResponse } from '@common/wizard/schemas';
import { EMPTY_EVIDENCE, ZAnalysisEvidence, ZScrapedData } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { fetchFailed } from '../../providers/web/fetch-errors';
import { businessNameOf } from './business-name';
import { readFactSheet } from './fact-sheet/read-fact-sheet';
import { extractProfile } from './extract-profile';
import { extractWithLlm, llmSources, type LlmEvidence } from './llm-extract';
import { normalizeWebsiteUrl, type WebsiteTarget } from './normalize-website-url';
import { readSitePages } from './read-site';
import { pageHeadings } from './page-headings';
import { findFreshAnalysis, saveAnalysis, upsertCapturedPages, type FetchedFor } from './web-analysis.repo';

/** A business's site changes rarely; a day keeps repeat visits and re-renders instant. */
export const ANALYSIS_TTL_MS = 24 * 60 * 60 * 1000;
/** Less readable text than this across every page means a JavaScript-only site we can't read. */
const MIN_TEXT_CHARS = 40;

// Two requests for the same site at once (a double render, two tabs) share one analysis.
const running = new WeakMap<AppContext, Map<string, Promise<TScrapeWebsiteResponse>>>();

/**
 * Reads a business website (the page named plus up to four of its about / services / reviews
 * pages), derives the wizard's scraped-data fields, keeps every page's text for research, and
 * caches the result per normalised URL for a day. Wizard step 3 and lead enrichment call this;
 * an admin asking to read a site now (`fresh`) skips the cache. With `factSheet` (an agent's
 * knowledge is built from it: the wizard, a campaign's "Read website") the pages a caller's
 * questions need are read too and the business's fact sheet is kept with the analysis.
 */
export async function analyzeWebsite(
  ctx: AppContext,
  input: string,
  fetchedFor: FetchedFor,
  { fresh = false, factSheet = false }: { fresh?: boolean; factSheet?: boolean } = {},
): Promise<TScrapeWebsiteResponse> {
  const target = normalizeWebsiteUrl(input);
  const cached = fresh ? null : await findFreshAnalysis(ctx.db, target.key, ctx.clock.now());
  // A visitor's analysis captured its pages as the visitor's: an admin reads the site again, so
  // research gets pages the admin's own work fetched. An analysis made without the fact sheet
  // (enrichment's) is read again when one is wanted.
  const usable =
    cached &&
    (fetchedFor === 'visitor' || (cached.data as { fetchedFor?: unknown }).fetchedFor === 'admin') &&
    (!factSheet || (cached.data as { factSheet?: unknown }).factSheet !== undefined);
  if (cached && usable) {
    const profile = ZScrapedData.parse((cached.data as { profile?: unknown }).profile ?? {});
    const extractor = (cached.data as { extractor?: unknown }).extractor === 'llm' ? 'llm' : 'offline';
    // Analyses cached before sources were kept show no sources rather than fail.
    const sources = ZAnalysisEvidence.safeParse((cached.data as { sources?: unknown }).sources);
    return {
      ...profile,
      source: cached.source,
      extractor,
      evidence: sources.success ? sources.data : EMPTY_EVIDENCE,
      pagesAnalyzed: cached.pagesFetched,
      cached: true,
    };
  }
  let perCtx = running.get(ctx);
  if (!perCtx) running.set(ctx, (perCtx = new Map()));
  // Shared only between reads for the same kind of caller: an admin's read must capture as admin.
  const runKey = `${fetchedFor}:${factSheet}:${target.key}`;
  const pending = perCtx.get(runKey);
  if (pending) return pending;
  const work = runAnalysis(ctx, target, fetchedFor, factSheet).finally(() => perCtx.delete(runKey));
  perCtx.set(runKey, work);
  return work;
}

async function runAnalysis(
  ctx: AppContext,
  target: WebsiteTarget,
  fetchedFor: FetchedFor,
  withFacts: boolean,
): Promise<TScrapeWebsiteResponse> {
  const started = Date.now();
  const web = ctx.providers.web;
  const { home, pages: unique, factPages } = await readSitePages(web, target, ctx.logger, { factPages: withFacts });
  if (unique.reduce((n, p) => n + p.text.trim().length, 0) < MIN_TEXT_CHARS) {
    throw fetchFailed('empty', 'the page has no readable text (it may need JavaScript to show its content).');
  }

  const offline = extractProfile(unique);
  let answer: {
    extractor: 'llm' | 'offline';
    profile: TScrapedData;
    sources: TAnalysisEvidence;
    llmEvidence?: LlmEvidence;
    llmError?: string;
  } = { extractor: 'offline', profile: offline.profile, sources: offline.sources };
  if (ctx.providers.llm.mode === 'live') {
    try {
      const llm = await extractWithLlm(ctx.providers.llm, unique);
      answer = { extractor: 'llm', profile: llm.profile, sources: llmSources(llm.evidence), llmEvidence: llm.evidence };
    } catch (err) {
      // Malformed output, refusals, truncation, rate limits, billing: the offline reader answers.
      const reason = err instanceof AppError ? `${err.code}: ${err.message}` : String(err);
      ctx.logger.warn({ url: target.url, reason }, 'website analysis: language model failed, offline reader used');
      answer = { ...answer, llmError: reason };
    }
  }
  const { profile } = answer;
  const source = web.adapter;
  const now = ctx.clock.now();
  const siteUrl = new URL(home.finalUrl).origin;
  await ctx.db.transaction(async (tx) => {
    await upsertCapturedPages(
      tx,
      unique.map((p) => ({ url: p.url, siteUrl, title: p.title, text: p.text, headings: pageHeadings(p.blocks) })),
      now,
      fetchedFor,
    );
    await saveAnalysis(tx, {
      key: target.key,
      source,
      data: {
        profile,
        // What the agent calls the business (the chat's opening, the prompt): the server's reading only.
        businessName: businessNameOf(unique),
        extractor: answer.extractor,
        sources: answer.sources,
        evidence: { offline: offline.evidence, llm: answer.llmEvidence ?? null, llmError: answer.llmError ?? null },
        pages: unique.map((p) => ({ url: p.url, kind: p.kind, title: p.title })),
        fetchedFor,
        // Read from the pages fetched here only: what a browser sends is never a fact.
        ...(withFacts ? { factSheet: readFactSheet(unique, factPages) } : {}),
      },
      pagesFetched: unique.length,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + ANALYSIS_TTL_MS),
    });
  });
  ctx.logger.info(
    { url: target.url, pages: unique.length, source, extractor: answer.extractor, ms: Date.now() - started },
    'website analysed',
  );
  return {
    ...profile,
    source,
    extractor: answer.extractor,
    evidence: answer.sources,
    pagesAnalyzed: unique.length,
    cached: false,
  };
}
