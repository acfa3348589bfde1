import { z } from 'zod';
import type { TAnalysisEvidence, TScrapedData } from '@common/wizard/schemas';
import type { LlmProvider } from '../../providers/llm/types';
import type { AnalysedPage } from './related-pages';
import { sectionsOf, type SectionRole } from './reader/sections';

// With a language model: it reads the cleaned text of the pages (the reader's blocks, noise
// already dropped) and answers the five fields in the site's own words, each value with the page
// and the sentence it came from. The text sent is bounded: sections are added by how much they say
// about the business (hero, services, about, reviews … first) until the budget is spent, so a huge
// events archive never crowds out the services.

/** About 3,000 tokens of page text per analysis. */
export const LLM_TEXT_BUDGET_CHARS = 12_000;
const MAX_SECTION_CHARS = 3_000;
const FIELDS = ['businessSpecialties', 'businessTone', 'topServices', 'customerTypes', 'testimonialTraits'] as const;

const ZValue = z.object({
  value: z.string().min(1).max(80),
  url: z.string().max(2048),
  sentence: z.string().max(400),
});
export const ZLlmProfile = z.object(
  Object.fromEntries(FIELDS.map((f) => [f, z.array(ZValue).max(5)])) as Record<
    (typeof FIELDS)[number],
    z.ZodArray<typeof ZValue>
  >,
);
export type TLlmProfile = z.infer<typeof ZLlmProfile>;
export type LlmEvidence = TLlmProfile;

const SYSTEM = `You read a small business's website and describe it for the people who will answer its phone.
Answer only from the page text given. For each field give at most 5 short values (2-6 words), in the site's own words, most important first:
- businessSpecialties: what the business specialises in or is known for.
- businessTone: how the business describes its own manner (e.g. words it uses for itself).
- topServices: the services or products it lists, as named on the site.
- customerTypes: the groups of people or organisations it says it serves.
- testimonialTraits: qualities customers repeat in their reviews.
Every value carries the URL of the page and the exact sentence it came from. Leave a field empty rather than guess. Never use navigation, cookie notices, legal text or widgets.`;

const ROLE_ORDER: Record<SectionRole, number> = {
  hero: 0,
  services: 1,
  about: 2,
  audience: 3,
  testimonials: 4,
  pricing: 5,
  other: 6,
};

/** Page text for the model: sections ranked by role, each trimmed, until the budget is spent. */
export function pageTextForModel(pages: AnalysedPage[], budget = LLM_TEXT_BUDGET_CHARS): string {
  const sections = pages
    .flatMap((p) => sectionsOf(p))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.index - b.index);
  const seen = new Set<string>();
  const parts: string[] = [];
  let used = 0;
  for (const s of sections) {
    const lines = [
      s.heading?.text ? `## ${s.heading.text}` : '',
      ...s.blocks.map((b) =>
        b.kind === 'quote' ? `> ${b.text}` : b.kind === 'item' ? `- ${(b.cells ?? [b.text]).join(' | ')}` : b.text,
      ),
    ].filter((l) => l && !seen.has(l));
    lines.forEach((l) => seen.add(l));
    let text = `[${s.page.url}] (${s.role})\n${lines.join('\n')}`;
    if (text.length > MAX_SECTION_CHARS) text = `${text.slice(0, text.lastIndexOf('\n', MAX_SECTION_CHARS))}`;
    if (used + text.length > budget) continue;
    parts.push(text);
    used += text.length;
  }
  const meta = pages.map((p) => `[${p.url}] title: ${p.title}${p.description ? ` — ${p.description}` : ''}`).join('\n');
  return `${meta}\n\n${parts.join('\n\n')}`;
}

export function profileFromLlm(
  out: TLlmProfile,
  pages: AnalysedPage[],
): { profile: TScrapedData; evidence: LlmEvidence } {
  const urls = new Set(pages.map((p) => p.url));
  const evidence = Object.fromEntries(
    FIELDS.map((f) => [
      f,
      out[f].filter((v) => v.value.trim()).map((v) => ({ ...v, url: urls.has(v.url) ? v.url : pages[0].url })),
    ]),
  ) as LlmEvidence;
  const join = (f: (typeof FIELDS)[number]) => evidence[f].map((v) => v.value.trim()).join(', ');
  return {
    profile: {
      businessSpecialties: join('businessSpecialties'),
      businessTone: join('businessTone'),
      topServices: join('topServices'),
      customerTypes: join('customerTypes'),
      testimonialTraits: join('testimonialTraits'),
    },
    evidence,
  };
}

/** The model's values with the sentence and page it quoted for each, in the shape the wizard shows. */
export function llmSources(evidence: LlmEvidence): TAnalysisEvidence {
  const of = (f: (typeof FIELDS)[number]) =>
    evidence[f].map((v) => ({ value: v.value.trim(), sentence: v.sentence.slice(0, 400), url: v.url })).slice(0, 8);
  return {
    businessSpecialties: of('businessSpecialties'),
    businessTone: of('businessTone'),
    topServices: of('topServices'),
    customerTypes: of('customerTypes'),
    testimonialTraits: of('testimonialTraits'),
  };
}

/** The model's reading of the pages; throws (AppError) when it gives none usable. */
export async function extractWithLlm(
  llm: LlmProvider,
  pages: AnalysedPage[],
): Promise<{ profile: TScrapedData; evidence: LlmEvidence }> {
  const out = await llm.generateObject({
    system: SYSTEM,
    prompt: pageTextForModel(pages),
    schema: ZLlmProfile,
    schemaName: 'website_profile',
    temperature: 0,
    fallback: () => {
      throw new Error('the website analysis never asks the sandbox');
    },
  });
  return profileFromLlm(out, pages);
}
