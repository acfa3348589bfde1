import type { TAnalysisEvidence, TFieldEvidence } from '@common/wizard/schemas';
import type { AnalysedPage } from '../related-pages';
import { sectionsOf } from './sections';
import { sentences, STOP, wordsOf } from './words';

// Where each value the reader gave came from: the first sentence of the pages that holds all of the
// value's words (plural or not, hyphenated or not), and its page. Reviews are searched first for
// testimonial traits and last for the rest; a service named only by a menu link points at that
// link. A value no sentence holds (a group inferred from "your garden") gets no entry rather than
// a guess.

const MAX_SENTENCE = 300;

interface Line {
  text: string;
  url: string;
  review: boolean;
  words: Set<string>;
}

/** "Families" → family, "pets" → pet, "eco-friendly" → eco + friendly: spelling, not meaning. */
const stem = (w: string) => (w.length > 3 ? w.replace(/ies$/, 'y').replace(/(?<![su])s$/, '') : w);
const keyWords = (text: string) => wordsOf(text.replace(/[-/]/g, ' ')).map(stem);

function linesOf(pages: AnalysedPage[]): Line[] {
  const out: Line[] = [];
  const add = (text: string, url: string, review: boolean) => {
    for (const s of sentences(text)) out.push({ text: s, url, review, words: new Set(keyWords(s)) });
  };
  for (const page of pages) {
    add(page.title, page.url, false);
    if (page.description) add(page.description, page.url, false);
    if (page.structured?.description) add(page.structured.description, page.url, false);
    for (const s of sectionsOf(page)) {
      const review = s.role === 'testimonials';
      if (s.heading) add(s.heading.text, page.url, false);
      for (const b of s.blocks) add(b.text, page.url, review || b.kind === 'quote');
    }
    for (const r of page.structured?.reviews ?? []) add(r, page.url, true);
  }
  return out;
}

const clip = (s: string) => (s.length > MAX_SENTENCE ? `${s.slice(0, MAX_SENTENCE - 1).trimEnd()}…` : s);

function locate(value: string, searched: Line[][], pages: AnalysedPage[]): TFieldEvidence | null {
  const wanted = keyWords(value).filter((w) => !STOP.has(w));
  if (wanted.length === 0) return null;
  const holds = (l: Line) => wanted.every((w) => l.words.has(w));
  let line: Line | undefined;
  for (const lines of searched) if ((line = lines.find(holds))) break;
  if (line) return { value, sentence: clip(line.text), url: line.url };
  for (const page of pages)
    for (const link of page.links ?? []) {
      const words = new Set(keyWords(link.text));
      if (wanted.every((w) => words.has(w))) return { value, sentence: `Menu link: ${link.text}`, url: link.url };
    }
  return null;
}

export type FieldValues = Record<keyof TAnalysisEvidence, string[]>;

export function locateEvidence(pages: AnalysedPage[], values: FieldValues): TAnalysisEvidence {
  const lines = linesOf(pages);
  const own = lines.filter((l) => !l.review);
  const reviews = lines.filter((l) => l.review);
  const of = (field: keyof TAnalysisEvidence) =>
    values[field]
      .map((v) => locate(v, field === 'testimonialTraits' ? [reviews, own] : [own, reviews], pages))
      .filter((e): e is TFieldEvidence => !!e)
      .slice(0, 8);
  return {
    businessSpecialties: of('businessSpecialties'),
    businessTone: of('businessTone'),
    topServices: of('topServices'),
    customerTypes: of('customerTypes'),
    testimonialTraits: of('testimonialTraits'),
  };
}
