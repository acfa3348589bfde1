import { z } from 'zod';
import { AppError } from '@common/errors';
import {
  ZPotentialLead,
  ZScoutResult,
  type TFiresearchRequest,
  type TFiresearchResponse,
  type TScoutResult,
} from '@common/scout/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { extractLeads, type ResearchPage } from './extract-leads';
import { planQueries } from './plan-queries';
import { fullText, summarise } from './research-summary';
import { hasCapturedPages, insertScoutRun } from './scout.repo';

// Lead Scout research (POST /api/admin/firesearch): the topic is split into a few sub-queries,
// each searched (Firecrawl search with page content when keyed; the captured pages otherwise),
// the best pages are read, and potential leads are extracted with the page each came from (the
// llm when keyed, deterministic rules otherwise). Bounded in queries, pages and time; cancelled
// when the admin cancels (the request's signal). Every finished run is stored in scout_runs.

export const RESEARCH_BUDGET_MS = 45_000;
/** Pages the llm reads, and how much of each. */
export const MAX_PAGES_READ = 10;
const PAGE_CHARS = 2_500;
/** The page shows 5,000 characters; a little more is kept for reading the run later. */
const FULL_TEXT_CHARS = 20_000;

export const NOTHING_CAPTURED =
  'Nothing has been captured yet, so the sandbox has no pages to search. Enrich a lead or analyse a business website on /test-firecrawl first (pages read for wizard visitors are never searched), then research again; with FIRECRAWL_API_KEY set, Lead Scout searches the web instead.';

const ZExtraction = z.object({
  summary: ZScoutResult.shape.summary,
  keyFindings: ZScoutResult.shape.keyFindings,
  potentialLeads: z.array(ZPotentialLead).max(20),
});

const SYSTEM = `You are a B2B prospecting researcher for a company that sells AI phone agents to businesses.
You receive a research topic, a focus area and numbered web pages. Using only facts on those pages:
- write a short summary and up to 8 key findings;
- list potential leads (one per business), each with companyName, industry, description, keyServices,
  potentialPainPoints (problems an AI phone agent would solve for them), contactOpportunity, reasoning,
  leadScore (0-100: fit for an AI phone agent and relevance to the topic), website, and sourceUrl: the
  exact URL of the page the facts came from. Never invent a business or a fact that is not on a page.`;

function pagesPrompt(topic: string, focus: string, pages: ResearchPage[]): string {
  const body = pages
    .map((p, i) => `[${i + 1}] ${p.title}\nURL: ${p.url}\n${p.text.slice(0, PAGE_CHARS)}`)
    .join('\n\n---\n\n');
  return `Topic: ${topic}\nFocus area: ${focus}\n\nPages:\n\n${body}`;
}

async function gatherPages(
  ctx: AppContext,
  queries: string[],
  perQuery: number,
  signal: AbortSignal,
): Promise<{ pages: ResearchPage[]; ran: string[] }> {
  const byUrl = new Map<string, ResearchPage>();
  const ran: string[] = [];
  for (const [i, q] of queries.entries()) {
    if (signal.aborted) break;
    // The last sub-query only broadens (its words as alternatives): not needed once there is enough.
    if (i === queries.length - 1 && i > 1 && byUrl.size >= perQuery) break;
    let results;
    ran.push(q);
    try {
      results = await ctx.providers.research.search(q, perQuery, { signal });
    } catch (err) {
      // Out of time (or cancelled): keep what the earlier sub-queries found.
      if (signal.aborted) break;
      throw err;
    }
    for (const r of results) {
      const seen = byUrl.get(r.url);
      // A page found by several sub-queries counts for each of them.
      if (seen) seen.rank += r.rank;
      else
        byUrl.set(r.url, {
          url: r.url,
          siteUrl: r.siteUrl,
          title: r.title,
          snippet: r.snippet,
          text: r.text ?? r.snippet,
          rank: r.rank,
        });
    }
  }
  return { pages: [...byUrl.values()].sort((a, b) => b.rank - a.rank || a.url.localeCompare(b.url)), ran };
}

export async function researchLeads(
  ctx: AppContext,
  input: TFiresearchRequest,
  signal: AbortSignal,
  cancel?: AbortSignal,
): Promise<TScoutResult> {
  const research = ctx.providers.research;
  if (research.mode === 'sandbox' && !(await hasCapturedPages(ctx.db)))
    throw new AppError('UNPROCESSABLE', NOTHING_CAPTURED, { reason: 'nothing-captured' });
  const queries = planQueries(input.topic, input.focusArea);
  // Captured pages are cheap to read; web results cost credits and time.
  const perQuery = research.mode === 'sandbox' ? Math.min(input.limit * 2, 40) : Math.min(input.limit, 5);
  const { pages, ran } = await gatherPages(ctx, queries, perQuery, signal);
  if (cancel?.aborted) throw new AppError('UNPROCESSABLE', 'Research was cancelled', { reason: 'cancelled' });
  const where = research.mode === 'sandbox' ? 'the captured pages (Sandbox)' : 'web search results';

  const read = pages.slice(0, research.mode === 'sandbox' ? pages.length : MAX_PAGES_READ);
  const fallback = () => {
    const potentialLeads = extractLeads(read, input.topic, input.limit);
    return { ...summarise(input.topic, input.focusArea, read, potentialLeads, where), potentialLeads };
  };
  const extracted =
    read.length === 0
      ? fallback()
      : await ctx.providers.llm.generateObject({
          system: SYSTEM,
          prompt: pagesPrompt(input.topic, input.focusArea, read),
          schema: ZExtraction,
          schemaName: 'scout_leads',
          temperature: 0.2,
          fallback,
        });
  // A lead whose source is not one of the pages read is a claim without a source: dropped.
  const known = new Set(read.map((p) => p.url));
  const potentialLeads = extracted.potentialLeads.filter((l) => known.has(l.sourceUrl)).slice(0, input.limit);

  return {
    summary: extracted.summary,
    keyFindings: extracted.keyFindings,
    sources: pages.map((p) => ({ url: p.url, title: p.title.slice(0, 500) })),
    searchMetadata: {
      searchQuery: input.topic,
      timestamp: ctx.clock.now().toISOString(),
      resultsCount: pages.length,
      focusArea: input.focusArea,
      mode: research.mode,
      queries: ran,
    },
    fullText: fullText(read, FULL_TEXT_CHARS),
    potentialLeads,
  };
}

/** Runs the research within its time budget and stores the run. */
export async function runScoutResearch(
  ctx: AppContext,
  input: TFiresearchRequest,
  admin: AdminUser | null,
  cancel?: AbortSignal,
): Promise<TFiresearchResponse> {
  const signal = AbortSignal.any([AbortSignal.timeout(RESEARCH_BUDGET_MS), ...(cancel ? [cancel] : [])]);
  const data = await researchLeads(ctx, input, signal, cancel);
  const by = admin ? (admin.username ?? admin.email) : null;
  const run = await insertScoutRun(
    ctx.db,
    {
      topic: input.topic,
      focusArea: input.focusArea,
      resultLimit: input.limit,
      mode: data.searchMetadata.mode,
      createdBy: by,
      result: data,
    },
    ctx.clock.now(),
  );
  ctx.logger.info(
    { runId: run.id, mode: data.searchMetadata.mode, leads: data.potentialLeads.length, pages: data.sources.length },
    'lead scout research finished',
  );
  return { success: true, runId: run.id, data };
}
