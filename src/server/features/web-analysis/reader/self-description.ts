import type { AnalysedPage } from '../related-pages';
import { sectionsOf } from './sections';

// The text in which a business describes itself: its title and meta description, the hero (the
// first section of the home page) and its about sections and page. Reviews, lists of services and
// everything customers wrote are left out.

export interface SelfText {
  titles: string[];
  headlines: string[];
  prose: string[];
}

export function selfText(pages: AnalysedPage[]): SelfText {
  const out: SelfText = { titles: [], headlines: [], prose: [] };
  for (const page of pages) {
    if (page.kind === 'home') out.titles.push(page.title);
    if (page.description) out.prose.push(page.description);
    if (page.structured?.description) out.prose.push(page.structured.description);
    for (const s of sectionsOf(page)) {
      if (s.role === 'testimonials') continue;
      if (s.role === 'hero' && s.heading?.kind === 'heading' && s.heading.level === 1)
        out.headlines.push(s.heading.text);
      for (const b of s.blocks) if (b.kind === 'paragraph' && !b.link) out.prose.push(b.text);
    }
  }
  return out;
}

/** All readable prose of the pages outside testimonials (for whom-it-serves phrases). */
export function siteProse(pages: AnalysedPage[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    if (page.description) out.push(page.description);
    for (const s of sectionsOf(page)) {
      if (s.heading) out.push(s.heading.text);
      // A reviews section's own words come before its first review; after it, customers speak.
      const firstQuote = s.role === 'testimonials' ? s.blocks.findIndex((b) => b.kind === 'quote') : -1;
      const own =
        s.role !== 'testimonials'
          ? s.blocks
          : firstQuote > 0 && page.kind !== 'testimonials'
            ? s.blocks.slice(0, firstQuote)
            : [];
      for (const b of own) if (b.kind !== 'quote' && !b.link && !/^["“„«]/.test(b.text)) out.push(b.text);
    }
  }
  return out;
}

/**
 * Every line in which the business speaks of itself, one entry per block: titles, meta and
 * schema.org descriptions, and the headings, list items and paragraphs of every section that is not
 * customers' reviews. Where a site writes no "we are …" sentence, what it repeats here about itself
 * is its manner.
 */
export function selfLines(pages: AnalysedPage[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    out.push(page.title);
    if (page.description) out.push(page.description);
    if (page.structured?.description) out.push(page.structured.description);
    for (const s of sectionsOf(page)) {
      if (s.role === 'testimonials') continue;
      if (s.heading) out.push(s.heading.text);
      for (const b of s.blocks) if (b.kind !== 'quote' && !b.link && !/^["“„«]/.test(b.text)) out.push(b.text);
    }
  }
  return out;
}
