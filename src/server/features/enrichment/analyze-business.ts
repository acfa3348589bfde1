import { z } from 'zod';
import type { AppContext } from '../../context';
import { sandboxAnalysis, type BusinessAnalysis, type BusinessFacts } from './sandbox-analysis';

// The business analysis behind an enrichment: the LLM's structured output when an OpenAI key is
// set, the Sandbox's rule-based analysis otherwise (the llm provider picks; see providers/llm).

const line = z.string().trim().max(2000);
const ZAnalysisOutput = z.object({
  businessDescription: line.min(1),
  keyServices: z.array(line).max(12),
  targetAudience: line,
  painPoints: z.array(line).max(8),
  communicationStyle: line,
  callScript: z.string().trim().min(1).max(4000),
  industry: line.min(1),
  keyPoints: z.array(line).max(8),
});

const SYSTEM = `You analyse small businesses for an outbound calling team that sells AI voice agents (phone answering, booking, follow-up).
From the facts given (website analysis and page text, or only the lead's CSV fields), answer JSON with:
- businessDescription: 1-3 sentences on what the business does;
- keyServices: their main services, as short phrases;
- targetAudience: who their customers are;
- painPoints: likely phone and customer-contact problems an AI voice agent could solve;
- communicationStyle: how to speak to them (tone, formality);
- callScript: a short, natural opening for a first call (under 120 words);
- industry: one short label;
- keyPoints: facts worth mentioning on the call.
Use only the facts given; never invent awards, numbers or names.`;

/** At most this much page text goes to the model (a few pages' worth, well inside its context). */
const MAX_PAGE_TEXT = 8000;

function factsPrompt(f: BusinessFacts): string {
  const rows: [string, string][] = [
    ['Company', f.companyName],
    ['Contact', f.contactName],
    ['Industry (from CSV)', f.industry],
    ['Website', f.website],
    ['Specialties', f.specialties],
    ['Services', f.services],
    ['Customers', f.customers],
    ['Tone', f.tone],
    ['What customers praise', f.praise],
  ];
  const facts = rows.filter(([, v]) => v.trim()).map(([k, v]) => `${k}: ${v}`);
  const text = f.pageText.trim()
    ? `\n\nPage text:\n${f.pageText.slice(0, MAX_PAGE_TEXT)}`
    : '\n\n(No website text: only the CSV fields above are known.)';
  return facts.join('\n') + text;
}

export async function analyzeBusiness(ctx: AppContext, facts: BusinessFacts): Promise<BusinessAnalysis> {
  return ctx.providers.llm.generateObject({
    system: SYSTEM,
    prompt: factsPrompt(facts),
    schema: ZAnalysisOutput,
    schemaName: 'business_analysis',
    temperature: 0.4,
    fallback: () => sandboxAnalysis(facts),
  });
}
