import type { TTestFirecrawlRequest, TTestFirecrawlResponse } from '@common/enrichment/schemas';
import { ZTestFirecrawlRequest } from '@common/enrichment/schemas';
import type { AppContext } from '../../context';
import { analyzeWebsite } from '../web-analysis/analyze-website';
import { normalizeWebsiteUrl } from '../web-analysis/normalize-website-url';
import { analyzeBusiness } from './analyze-business';
import type { BusinessFacts } from './sandbox-analysis';

/** Research results used when no domain is given. */
const SEARCH_LIMIT = 5;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * POST /api/admin/test-firecrawl: the web-enrichment test page. With a domain the site is read
 * (Firecrawl when keyed, the SSRF-safe fetch otherwise) and analysed; without one the company
 * name is researched. The markdown is answered whole; the page cuts it for display.
 */
export async function testFirecrawl(ctx: AppContext, input: TTestFirecrawlRequest): Promise<TTestFirecrawlResponse> {
  const { companyName, domain } = ZTestFirecrawlRequest.parse(input);
  const facts: BusinessFacts = {
    companyName,
    contactName: '',
    industry: '',
    website: domain,
    specialties: '',
    tone: '',
    services: '',
    customers: '',
    praise: '',
    pageText: '',
  };
  let sources: string[] = [];
  let markdown = '';
  let error: string | undefined;
  let source: string = ctx.providers.web.adapter;
  if (domain) {
    try {
      const page = await ctx.providers.web.scrape(normalizeWebsiteUrl(domain).url);
      sources = [page.finalUrl];
      markdown = page.markdown ?? page.text;
      facts.pageText = page.text;
      const profile = await analyzeWebsite(ctx, domain, 'admin');
      Object.assign(facts, {
        specialties: profile.businessSpecialties,
        tone: profile.businessTone,
        services: profile.topServices,
        customers: profile.customerTypes,
        praise: profile.testimonialTraits,
      });
    } catch (err) {
      error = message(err);
    }
  } else {
    source = ctx.providers.research.adapter;
    try {
      const results = await ctx.providers.research.search(companyName, SEARCH_LIMIT);
      sources = results.map((r) => r.url);
      markdown = results.map((r) => `## ${r.title}\n${r.url}\n\n${r.text ?? r.snippet}`).join('\n\n');
      facts.pageText = results.map((r) => r.text ?? r.snippet).join('\n\n');
      if (results.length === 0) error = 'No web results for this company';
    } catch (err) {
      error = message(err);
    }
  }
  const analysis = await analyzeBusiness(ctx, facts);
  const businessInsights = {
    services: analysis.keyServices,
    keyPoints: analysis.keyPoints,
    industry: analysis.industry,
  };
  const processedForPrompt = [
    `Company: ${companyName}`,
    `Industry: ${analysis.industry}`,
    `About: ${analysis.businessDescription}`,
    analysis.keyServices.length ? `Services: ${analysis.keyServices.join(', ')}` : '',
    analysis.keyPoints.length ? `Key points: ${analysis.keyPoints.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    success: !error && sources.length > 0,
    sources,
    businessInsights,
    processedForPrompt,
    markdown,
    source,
    ...(error ? { error } : {}),
  };
}
