import type { TFactSource } from '@common/fact-sheet/schemas';
import type { PageFactSource } from '../../../providers/web/types';

// A page as the fact sheet reads it. Pages read without their HTML (Firecrawl's markdown) have
// no JSON-LD or tel: links: their text lines are read alone.

export interface FactPage {
  url: string;
  lines: string[];
  jsonLd: unknown[];
  contacts: PageFactSource['contacts'];
}

/** Any page read of the site: a ScrapedPage or an AnalysedPage. */
export interface FactSourcePage {
  url: string;
  text?: string;
  factSource?: PageFactSource;
}

export function factPageOf(page: FactSourcePage): FactPage {
  const src = page.factSource;
  return {
    url: page.url,
    lines: src?.lines ?? (page.text ?? '').split('\n').filter((l) => l.trim()),
    jsonLd: src?.jsonLd ?? [],
    contacts: src?.contacts ?? [],
  };
}

const MAX_SOURCE = 400;
export const clip = (s: string, max = MAX_SOURCE) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

export const fromText = (url: string, text: string): TFactSource => ({ url, text: clip(text), from: 'page text' });
export const fromSchema = (url: string, text: string): TFactSource => ({ url, text: clip(text), from: 'schema.org' });
