import { isCallToAction } from '../web-analysis/reader/calls-to-action';

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
 * ("Read More", "Book Now") carries no fact.
 */
export function pageSentences(text: string): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(`${run[0]}.`);
    else if (run.length > 1) {
      const [head, ...rest] = run;
      // After "Our prices include:" every line is an item: the heading came before.
      const headed = isShort(head) && !out[out.length - 1]?.endsWith(':');
      out.push(headed ? `${head}: ${rest.join('; ')}.` : `${run.join('; ')}.`);
    }
    run = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    if (CLOSED.test(line)) {
      // A short line just before a paragraph is its heading: "Who we serve: We work for …".
      const heading = run.length && isShort(run[run.length - 1]) ? run.pop() : null;
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

export function splitPassages(text: string): string[] {
  const clean = pageSentences(text);
  if (!clean) return [];
  const sentences = clean.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [clean];
  const out: string[] = [];
  let current = '';
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    if (current && current.length + 1 + s.length > TARGET) {
      out.push(current);
      current = '';
    }
    // "2 a.m." matches as "2 a." and "m.": a piece that did not follow a space joins without one.
    current = current ? `${current}${/^\s/.test(raw) ? ' ' : ''}${s}` : s;
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
