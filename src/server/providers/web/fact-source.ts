import type { CheerioAPI } from 'cheerio';
import { INLINE, hidden, squash, type DomNode } from './html-nodes';
import type { PageFactSource } from './types';

// What the fact sheet reads of a page (features/web-analysis/fact-sheet): unlike the page's
// blocks, which leave out the site header and footer, these lines keep them, because that is
// where small businesses put their hours, phone, address and area served. Navigation, scripts,
// forms and hidden elements are still left out: a menu's "Service Area · Reviews" is no list of
// places. Table cells of one row stay on one line ("Monday – 9:00 – 17:00").

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'canvas',
  'nav',
  'select',
  'option',
  'input',
  'textarea',
  'button',
  'head',
  'object',
  'video',
  'audio',
  'map',
  'dialog',
]);
const MAX_LINES = 3000;
const MAX_LINE = 500;
const MAX_JSON_LD = 50;

function walk(node: DomNode, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.data ?? '');
    return;
  }
  if (node.type !== 'tag' && node.type !== 'root') return;
  const name = node.name ?? '';
  if (SKIP.has(name) || hidden(node) || node.attribs?.role === 'navigation') return;
  if (name === 'br') return void out.push('\n');
  if (name === 'tr') {
    // A row's cells on one line, apart: "Monday – 9:00 – 17:00", "Dry Cut – £10.00".
    const cells = (node.children ?? [])
      .map((c) => {
        const parts: string[] = [];
        walk(c, parts);
        return squash(parts.join(' '));
      })
      .filter(Boolean);
    return void out.push('\n', cells.join(' – '), '\n');
  }
  const inline = INLINE.has(name);
  out.push(inline ? ' ' : '\n');
  for (const child of node.children ?? []) walk(child, out);
  out.push(inline ? ' ' : '\n');
}

export function readFactSource($: CheerioAPI): PageFactSource {
  const jsonLd: unknown[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    if (jsonLd.length >= MAX_JSON_LD) return;
    try {
      jsonLd.push(JSON.parse($(el).text()));
    } catch {
      // Broken JSON-LD is common; the page's text is read instead.
    }
  });
  const contacts = $('a[href^="tel:"], a[href^="mailto:"]')
    .toArray()
    .slice(0, 20)
    .map((a) => ({ href: ($(a).attr('href') ?? '').trim(), text: squash($(a).text()) }));
  const body = ($('body')[0] ?? $.root()[0]) as unknown as DomNode;
  const parts: string[] = [];
  walk(body, parts);
  const lines = parts
    .join('')
    .split('\n')
    .map(squash)
    .filter(Boolean)
    .map((l) => l.slice(0, MAX_LINE))
    .slice(0, MAX_LINES);
  return { jsonLd, lines, contacts };
}
