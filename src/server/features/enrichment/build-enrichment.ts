import type { TEnrichment } from '@common/enrichment/schemas';
import { LEAD_AGENT_DEFAULTS } from '@common/prompts/schemas';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { analyzeWebsite } from '../web-analysis/analyze-website';
import { renderTemplate } from '../prompts/render-template';
import { valuesFromLead } from '../prompts/template-values';
import { analyzeBusiness } from './analyze-business';
import { findSitePages } from './enrichment.repo';
import type { BusinessFacts } from './sandbox-analysis';

/** The lead fields an enrichment starts from (a stored lead, or one AI Upload row). */
export interface LeadFacts {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  website: string;
  industry: string;
}

/** Pages of a site whose text goes into the analysis. */
const PAGES_FOR_ANALYSIS = 5;

interface SiteReading {
  facts: Pick<BusinessFacts, 'specialties' | 'tone' | 'services' | 'customers' | 'praise' | 'pageText'>;
  sources: string[];
}

function siteOrigin(website: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).origin;
  } catch {
    return null;
  }
}

/** Reads the lead's site through analyzeWebsite; null (with the reason) when it can't be used. */
async function readSite(ctx: AppContext, website: string): Promise<{ site: SiteReading | null; reason: string }> {
  if (!website.trim()) return { site: null, reason: 'No website in the CSV' };
  try {
    const profile = await analyzeWebsite(ctx, website, 'admin');
    const origin = siteOrigin(website);
    const pages = origin ? await findSitePages(ctx.db, origin, PAGES_FOR_ANALYSIS) : [];
    const sources = pages.length ? pages.map((p) => p.url) : [origin ?? website];
    return {
      site: {
        facts: {
          specialties: profile.businessSpecialties,
          tone: profile.businessTone,
          services: profile.topServices,
          customers: profile.customerTypes,
          praise: profile.testimonialTraits,
          pageText: pages.map((p) => `${p.title}\n${p.text}`).join('\n\n'),
        },
        sources,
      },
      reason: '',
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { site: null, reason: `Website could not be read (${message})` };
  }
}

const NO_SITE = { specialties: '', tone: '', services: '', customers: '', praise: '', pageText: '' };

/**
 * One enrichment: the website (when usable) read through analyzeWebsite, a business analysis
 * (LLM or Sandbox), and the lead's agent prompt from the base template. A lead without a usable
 * website is analysed from its CSV fields, and its note says so. LLM failures (refusal, malformed
 * answer, rate limit after retries) are thrown: the caller marks the lead failed.
 */
export async function buildEnrichment(ctx: AppContext, lead: LeadFacts, template: string): Promise<TEnrichment> {
  const { site, reason } = await readSite(ctx, lead.website);
  const contactName = `${lead.firstName} ${lead.lastName}`.trim();
  const facts: BusinessFacts = {
    companyName: lead.companyName,
    contactName,
    industry: lead.industry,
    website: lead.website,
    ...(site?.facts ?? NO_SITE),
  };
  const analysis = await analyzeBusiness(ctx, facts).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    throw new AppError(
      'PROVIDER_UNAVAILABLE',
      `Business analysis failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  const mode = ctx.providers.llm.mode;
  const by = mode === 'live' ? 'AI analysis' : 'Sandbox analysis (rules, no LLM key)';
  const note = site ? `${by} of the website` : `${reason}: enriched from the CSV fields only. ${by}.`;
  const { industry, keyPoints, ...gptAnalysis } = analysis;
  const agentPrompt = renderTemplate(
    template,
    valuesFromLead(
      {
        firstName: lead.firstName,
        lastName: lead.lastName,
        companyName: lead.companyName,
        email: lead.email,
        phoneNumber: lead.phoneNumber,
        website: site ? lead.website : '',
        industry: lead.industry,
        enrichmentContext: '',
        enrichment: {
          industry,
          businessDescription: gptAnalysis.businessDescription,
          ownerName: contactName,
          services: gptAnalysis.keyServices.join(', '),
          keyPoints: keyPoints.join(', '),
          customerTypes: gptAnalysis.targetAudience,
          painPoints: gptAnalysis.painPoints.join(', '),
        },
      },
      { industry: '', ...LEAD_AGENT_DEFAULTS, name: '' },
    ),
  );
  return {
    companyName: lead.companyName,
    industry,
    ownerName: contactName,
    gptAnalysis,
    firecrawlData: {
      success: Boolean(site),
      sources: site?.sources ?? [],
      businessInsights: { services: gptAnalysis.keyServices, keyPoints, industry },
    },
    mode,
    basis: site ? 'website' : 'csv',
    note,
    agentPrompt,
  };
}

/** The prompt a lead gets when its enrichment failed: the template filled from its CSV fields alone. */
export function fallbackPrompt(lead: LeadFacts, template: string): string {
  return renderTemplate(
    template,
    valuesFromLead(
      {
        firstName: lead.firstName,
        lastName: lead.lastName,
        companyName: lead.companyName,
        email: lead.email,
        phoneNumber: lead.phoneNumber,
        website: lead.website,
        industry: lead.industry,
        enrichmentContext: '',
      },
      { industry: '', ...LEAD_AGENT_DEFAULTS, name: '' },
    ),
  );
}
