import { NOT_A_SERVICE, SERVICE_HEADING } from './lexicons';
import type { AnalysedPage } from './related-pages';

// Services: what a site lists under a "services" heading (or anywhere on a services page), in the
// order the site lists them: businesses put their main line first. Specialties: what the site
// claims to specialise in; failing a claim, the first services listed.

const MAX_SERVICES = 5;
const MAX_SPECIALTIES = 3;

/** "Emergency repairs – burst pipes, day or night" → "Emergency repairs". */
export function serviceName(raw: string): string | null {
  const head = raw.split(/\s[–—|-]\s|:\s|\.\s|\s\(/)[0].replace(/[.,;:!?*•·]+$/g, '').trim();
  const wordCount = head.split(/\s+/).length;
  if (head.length < 3 || head.length > 60 || wordCount > 8 || NOT_A_SERVICE.test(head) || /\d{3}.*\d{4}/.test(head)) return null;
  return head.charAt(0).toUpperCase() + head.slice(1);
}

/** List items and sub-headings under service headings; on a services page, all of them. */
function serviceCandidates(page: AnalysedPage): string[] {
  const out: string[] = [];
  const wholePage = page.kind === 'services';
  let sectionLevel: number | null = null;
  for (const block of page.blocks) {
    if (block.kind === 'item') {
      if (wholePage || sectionLevel !== null) out.push(block.text);
    } else if (block.kind === 'heading') {
      if (SERVICE_HEADING.test(block.text)) sectionLevel = block.level;
      else if (wholePage) {
        if (block.level > 1) out.push(block.text);
      } else if (sectionLevel !== null) {
        if (block.level <= sectionLevel) sectionLevel = null;
        else out.push(block.text);
      }
    }
  }
  return out;
}

/** "We offer X, Y and Z." when a site has no services list. */
const OFFER = /\b(?:we|our team)\s+(?:offer|provide|do|sell|bake|make|deliver)\s+([^.!?]+)/gi;

function splitPhrase(phrase: string): string[] {
  const cut = phrase.split(/,?\s+(?:with|for|since|across|throughout|serving|so|because|at|to|from|in the)\b/i)[0];
  return cut
    .split(/\s*(?:,|;|\band\b|&|\bor\b)\s*/i)
    .map((s) => s.replace(/^(?:all|any|the|a|an)\s+/i, '').trim())
    .filter(Boolean);
}

const uniq = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((s) => {
    const k = s.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const PAGE_ORDER: Record<AnalysedPage['kind'], number> = { services: 0, home: 1, about: 2, testimonials: 3 };

export function deriveServices(pages: AnalysedPage[]): string[] {
  const ordered = [...pages].sort((a, b) => PAGE_ORDER[a.kind] - PAGE_ORDER[b.kind]);
  let names = uniq(ordered.flatMap(serviceCandidates).map(serviceName).filter((s): s is string => !!s));
  if (names.length === 0) {
    const text = ordered.map((p) => p.text).join('\n');
    names = uniq([...text.matchAll(OFFER)].flatMap((m) => splitPhrase(m[1])).map(serviceName).filter((s): s is string => !!s));
  }
  return names.slice(0, MAX_SERVICES);
}

const CLAIM = /\b(?:speciali[sz](?:e|es|ing|ed)\s+in|specialists?\s+in|experts?\s+in|known\s+for)\s+([^.!?;]+)/gi;

export function deriveSpecialties(pages: AnalysedPage[], services: string[]): string[] {
  const text = pages.map((p) => p.text).join('\n');
  const claimed = uniq(
    [...text.matchAll(CLAIM)]
      .flatMap((m) => splitPhrase(m[1]))
      .filter((s) => s.split(/\s+/).length <= 6)
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1)),
  );
  return (claimed.length > 0 ? claimed : services).slice(0, MAX_SPECIALTIES);
}
