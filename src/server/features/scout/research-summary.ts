import { SCOUT_FOCUS_AREAS, type TPotentialLead, type TScoutFocusArea } from '@common/scout/schemas';
import type { ResearchPage } from './extract-leads';

// The deterministic summary and key findings (the sandbox's answer, and the llm's fallback).

const focusLabel = (f: TScoutFocusArea) => SCOUT_FOCUS_AREAS.find((x) => x.id === f)?.label ?? f;

function tally(values: string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function summarise(
  topic: string,
  focusArea: TScoutFocusArea,
  pages: ResearchPage[],
  leads: TPotentialLead[],
  where: string,
): { summary: string; keyFindings: string[] } {
  const sites = new Set(pages.map((p) => p.siteUrl)).size;
  const industries = tally(leads.map((l) => l.industry));
  const pains = tally(leads.flatMap((l) => l.potentialPainPoints));
  const reachable = leads.filter((l) => /^(Phone|Email)/.test(l.contactOpportunity)).length;
  const strong = leads.filter((l) => l.leadScore >= 80).length;
  const summary =
    leads.length === 0
      ? `No pages in ${where} matched “${topic}”. Try broader words, or capture more pages first.`
      : `Research on “${topic}” (${focusLabel(focusArea)}) read ${pages.length} page${pages.length === 1 ? '' : 's'} from ${sites} site${sites === 1 ? '' : 's'} in ${where} and found ${leads.length} potential lead${leads.length === 1 ? '' : 's'}` +
        `${industries.length ? `, mostly ${industries[0][0]}` : ''}. ${strong} scored 80 or more.`;
  const keyFindings = [
    ...(industries.length ? [`Industries: ${industries.map(([k, n]) => `${k} (${n})`).join(', ')}`] : []),
    ...pains.slice(0, 3).map(([k, n]) => `${n} of ${leads.length} show: ${k}`),
    ...(leads.length ? [`${reachable} of ${leads.length} list a phone number or email on their pages`] : []),
    ...(leads[0] ? [`Best match: ${leads[0].companyName} (score ${leads[0].leadScore}) — ${leads[0].sourceUrl}`] : []),
  ];
  return { summary, keyFindings: keyFindings.slice(0, 12) };
}

/** The raw research text: each page's title, address and text, best first. */
export function fullText(pages: ResearchPage[], max: number): string {
  const text = pages.map((p) => `## ${p.title || p.url}\n${p.url}\n\n${p.text.trim()}`).join('\n\n');
  return text.length <= max ? text : text.slice(0, max);
}
