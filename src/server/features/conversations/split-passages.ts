import { isCallToAction } from '../web-analysis/reader/calls-to-action';
import { sentencesOf } from './sentences';

// A page's text in passages short enough to read out as one answer, long enough to carry a fact:
// sentences gathered up to TARGET characters, never cut inside a sentence unless one is longer
// than MAX on its own.

const TARGET = 320;
const MAX = 600;

/** A line that closes its own sentence ("We fix leaks.", "Our services include:"). */
const CLOSED = /[.!?:;]["'”’)\]]?$/;
/** A heading names its list in a few words ("Our Services"); a longer first line is one of the list. */
const HEADING_WORDS = 5;
const isShort = (line: string) => line.split(' ').length <= HEADING_WORDS;

/**
 * The captured text keeps one page block per line: headings, list items and buttons carry no
 * full stop, and squashed together they read as one run-on sentence ("Call (555) 555-0100 Our
 * Services Emergency plumbing repairs Drain cleaning …"). Here a button stands alone, and a
 * heading with the lines after it reads as one sentence ("Our Services: Emergency plumbing
 * repairs; Drain cleaning."), as does a heading with its paragraph. A button without a number
 * ("Read More", "Book Now") carries no fact. `marked`: the page's own headings are known and
 * already cut it into sections, so a short line is an item, not a guessed heading.
 */
export function pageSentences(text: string, { marked = false }: { marked?: boolean } = {}): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(`${run[0]}.`);
    else if (run.length > 1) {
      const [head, ...rest] = run;
      // After "Our prices include:" every line is an item: the heading came before.
      const headed = !marked && isShort(head) && !out[out.length - 1]?.endsWith(':');
      out.push(headed ? `${head}: ${rest.join('; ')}.` : `${run.join('; ')}.`);
    }
    run = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (CLOSED.test(line)) {
      // A short line just before a paragraph is its heading: "Who we serve: We work for …".
      const heading = !marked && run.length && isShort(run[run.length - 1]) ? run.pop() : null;
      flush();
      out.push(heading ? `${heading}: ${line}` : line);
    } else if (isCallToAction(line)) {
      flush();
      if (/\d/.test(line) || line.split(' ').length > 4) out.push(`${line}.`);
    } else run.push(line);
  }
  flush();
  return out.join(' ');
}

/** A passage and the page heading it sits under ('' before the page's first heading). */
export interface Chunk {
  heading: string;
  text: string;
}

/** A heading of the page as marked up (h1 = 1 … h6 = 6). */
export interface PageHeading {
  level: number;
  text: string;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A page's text cut into sections at its headings (the lines the page marked up as h1–h6; the
 * captured text alone cannot tell a heading from a list item, so without them the page is one
 * section). A section's heading names its parent too ("Our Services › Heating"). A heading with
 * no text of its own before a heading of its level or above is a name in a grid of cards, so it
 * reads as a line of its parent's section.
 */
function sections(text: string, headings: readonly PageHeading[]): Array<{ heading: string; lines: string[] }> {
  const levelOf = new Map<string, number>();
  for (const h of headings) if (squash(h.text) && !levelOf.has(squash(h.text))) levelOf.set(squash(h.text), h.level);
  const lines = text.split('\n').map(squash).filter(Boolean);
  const level = (i: number) => (i < lines.length ? levelOf.get(lines[i]) : 0);
  const out: Array<{ heading: string; lines: string[] }> = [];
  const stack: Array<{ level: number; text: string }> = [];
  let current = { heading: '', lines: [] as string[] };
  let gridLevel = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = level(i);
    const next = level(i + 1);
    // The last name of a grid is followed by text like any section: it is still the grid's.
    const inGrid = l === gridLevel && level(i - 1) === gridLevel;
    if (!l || (next !== undefined && next <= l) || inGrid) {
      gridLevel = l && !inGrid ? l : inGrid ? gridLevel : 0;
      current.lines.push(lines[i]);
      continue;
    }
    gridLevel = 0;
    if (current.lines.length) out.push(current);
    while (stack.length && stack[stack.length - 1].level >= l) stack.pop();
    stack.push({ level: l, text: lines[i] });
    current = {
      heading: stack
        .slice(-2)
        .map((h) => h.text)
        .join(' › '),
      lines: [],
    };
  }
  if (current.lines.length) out.push(current);
  return out;
}

/**
 * Passages short enough to read out as one answer, each with the heading it sits under, so a
 * question about "opening hours" finds the lines under "Office Hours" that never say "hours".
 */
export function splitPassages(text: string, headings: readonly PageHeading[] = []): Chunk[] {
  return sections(text, headings).flatMap(({ heading, lines }) =>
    packSentences(pageSentences(lines.join('\n'), { marked: headings.length > 0 })).map((t) => ({ heading, text: t })),
  );
}

function packSentences(clean: string): string[] {
  if (!clean) return [];
  const out: string[] = [];
  let current = '';
  for (const s of sentencesOf(clean)) {
    if (current && current.length + 1 + s.length > TARGET) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${s}` : s;
    while (current.length > MAX) {
      const cut = current.lastIndexOf(' ', MAX);
      const at = cut > MAX / 2 ? cut : MAX;
      out.push(current.slice(0, at).trim());
      current = current.slice(at).trim();
    }
  }
  if (current) out.push(current);
  return out;
}
