import {
  ATTRIBUTION_TAGS,
  ATTRIBUTION_WORDS,
  classWords,
  has,
  hidden,
  HEADINGS,
  INLINE,
  ITEMS,
  PARAGRAPHS,
  QUOTE_WORDS,
  SKIP,
  squash,
  tags,
  textOf,
  type DomNode,
} from './html-nodes';
import { isNoise, type ReadContext } from './html-noise';
import type { BlockContext, PageBlock } from './types';

// The walk from an HTML tree to the readable blocks of a page in document order: headings, list
// items (with a leading bold name), table rows (with their cells), paragraphs, and quotes (text
// inside a blockquote or a testimonial element, without its attribution). Furniture is skipped
// (html-noise.ts); each block keeps its context (see BlockContext).

/** An element repeated among its siblings (same tag and class): a card in a grid, a slide. */
function isCard(node: DomNode): boolean {
  const name = node.name ?? '';
  if (ITEMS.has(name) || INLINE.has(name) || name === 'tr' || name === 'td' || name === 'p' || !node.parent)
    return false;
  const cls = node.attribs?.class ?? '';
  return tags(node.parent).filter((s) => s.name === name && (s.attribs?.class ?? '') === cls).length >= 2;
}

/** Elements that hold blocks of their own: a row with one of these in a cell lays out a page, it lists nothing. */
const BLOCK_CONTENT = new Set([
  'p',
  'div',
  'table',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
]);

/**
 * A row of an old table layout (the menu in one cell, the page's text in the next): its cells are
 * walked as containers. A data row (a price list, opening hours) holds only text in its cells.
 */
function isLayoutRow(row: DomNode): boolean {
  return tags(row).some((cell) => has(cell, (n) => BLOCK_CONTENT.has(n.name ?? '')));
}

/** Words in a quote before it counts as a testimonial and not a menu label ("Reviews"). */
const MIN_QUOTE_WORDS = 8;

/**
 * The testimonials inside page furniture (a blockquote, or an element named testimonial/review,
 * with a sentence or more of text), outermost only. Scripts and hidden elements hold none.
 */
function quotesInside(node: DomNode): DomNode[] {
  const out: DomNode[] = [];
  for (const c of tags(node)) {
    if (SKIP.has(c.name ?? '') || hidden(c)) continue;
    const named =
      c.name === 'blockquote' || classWords(c).some((w) => QUOTE_WORDS.has(w) && w !== 'quote' && w !== 'quotes');
    if (named && squash(textOf(c, true)).split(' ').length >= MIN_QUOTE_WORDS) out.push(c);
    else out.push(...quotesInside(c));
  }
  return out;
}

export function collectBlocks(root: DomNode, ctx: ReadContext): PageBlock[] {
  const blocks: PageBlock[] = [];
  let cards = 0;
  const push = (block: PageBlock) => {
    if (!block.text) return;
    for (const k of Object.keys(block) as (keyof BlockContext)[]) if (block[k] === undefined) delete block[k];
    blocks.push(block);
  };
  // The first heading inside an item, however deep ("<li><figure><h2>Dog walking</h2>…").
  const firstHeading = (node: DomNode): DomNode | undefined =>
    tags(node)
      .map((c) => (HEADINGS.has(c.name ?? '') ? c : firstHeading(c)))
      .find(Boolean);
  const walk = (node: DomNode, hint: string[], inQuote: boolean, card: number | undefined) => {
    let inline = '';
    let inlineLinks = '';
    const context = (): BlockContext => ({ hint: hint.length ? hint.join(' ') : undefined, card });
    const flush = () => {
      const text = squash(inline);
      push({
        kind: inQuote ? 'quote' : 'paragraph',
        text,
        ...context(),
        link: text && squash(inlineLinks) === text ? true : undefined,
      });
      inline = inlineLinks = '';
    };
    for (const child of node.children ?? []) {
      if (child.type === 'text') {
        inline += child.data ?? '';
        continue;
      }
      if (child.type !== 'tag') continue;
      if (isNoise(child, ctx)) {
        // Testimonials slid into the site header or menu bar are still customers speaking.
        const quotes = quotesInside(child);
        if (quotes.length) walk({ type: 'tag', name: 'div', children: quotes }, hint, true, card);
        continue;
      }
      const name = child.name ?? '';
      if (INLINE.has(name)) {
        const t = textOf(child, inQuote);
        inline += t;
        if (name === 'a') inlineLinks += t;
        continue;
      }
      flush();
      const words = classWords(child);
      const quote =
        inQuote ||
        name === 'blockquote' ||
        words.some((w) => QUOTE_WORDS.has(w)) ||
        child.attribs?.itemprop === 'reviewBody';
      if (quote && (ATTRIBUTION_TAGS.has(name) || words.some((w) => ATTRIBUTION_WORDS.has(w)))) continue;
      const ownCard = isCard(child) ? ++cards : card;
      const ownHint = words.length ? [...hint, ...words].slice(-12) : hint;
      const base = { hint: ownHint.length ? ownHint.join(' ') : undefined, card: ownCard };
      if (HEADINGS.has(name)) push({ kind: 'heading', level: Number(name[1]), text: squash(textOf(child)), ...base });
      else if (ITEMS.has(name) && !tags(child).some((c) => ['ul', 'ol', 'p', 'div'].includes(c.name ?? ''))) {
        // A list item that opens with a bold name or a heading ("<li><h3>Dog walking</h3>…") leads with that name.
        const text = squash(textOf(child, quote));
        const heading = firstHeading(child);
        const named = heading && text.startsWith(squash(textOf(heading))) ? heading : tags(child)[0];
        const lead =
          named && (['strong', 'b'].includes(named.name ?? '') || HEADINGS.has(named.name ?? ''))
            ? squash(textOf(named))
            : undefined;
        push({ kind: quote ? 'quote' : 'item', text, ...base, lead: lead && lead !== text ? lead : undefined });
      } else if (name === 'tr' && !isLayoutRow(child)) {
        const cells = tags(child).filter((c) => c.name === 'td' || c.name === 'th');
        if (cells.every((c) => c.name === 'th')) continue; // a header row names columns, not things
        const texts = cells.map((c) => squash(textOf(c)));
        if (texts[0]) push({ kind: quote ? 'quote' : 'item', text: texts[0], ...base, cells: texts });
      } else if (PARAGRAPHS.has(name))
        push({ kind: quote ? 'quote' : 'paragraph', text: squash(textOf(child, quote)), ...base });
      else walk(child, ownHint, quote, ownCard);
    }
    flush();
  };
  walk(root, [], false, undefined);
  return blocks;
}
