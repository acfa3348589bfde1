import { load } from 'cheerio';
import { blocksToText, sameSiteLinks } from './page-document';
import type { PageBlock, PageLink } from './types';

// HTML → the readable blocks of a page (headings, list items, paragraphs, quotes) in document
// order. Navigation, scripts and footers are left out of the text because their "Home / About /
// Contact" lists would read as services; their links are still collected for page discovery.

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'canvas', 'nav', 'form', 'select', 'button', 'head', 'footer', 'object', 'video', 'audio', 'map']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ITEMS = new Set(['li', 'dt', 'dd']);
const PARAGRAPHS = new Set(['p', 'td', 'th', 'figcaption', 'address', 'pre', 'caption', 'summary']);
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'img', 'font']);
/** Class or id naming a testimonial: its paragraphs are customers' words. */
const QUOTE_HINT = /(^|[\s_-])(testimonials?|reviews?|quotes?)([\s_-]|$)/i;
/** Attribution inside a blockquote ("— Sarah, Springfield") is not part of the quote. */
const ATTRIBUTION = new Set(['cite', 'footer', 'figcaption']);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function hidden(node: DomNode): boolean {
  const a = node.attribs ?? {};
  return 'hidden' in a || a['aria-hidden'] === 'true' || /display\s*:\s*none/i.test(a.style ?? '');
}

function textOf(node: DomNode, skipAttribution = false): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || SKIP.has(node.name ?? '') || hidden(node)) return '';
  if (skipAttribution && ATTRIBUTION.has(node.name ?? '')) return '';
  if (node.name === 'br') return ' ';
  const inner = (node.children ?? []).map((c) => textOf(c, skipAttribution)).join('');
  return INLINE.has(node.name ?? '') ? inner : ` ${inner} `;
}

function isQuoteContainer(node: DomNode): boolean {
  const a = node.attribs ?? {};
  return node.name === 'blockquote' || QUOTE_HINT.test(a.class ?? '') || QUOTE_HINT.test(a.id ?? '');
}

function collectBlocks(root: DomNode): PageBlock[] {
  const blocks: PageBlock[] = [];
  const push = (block: PageBlock) => {
    if (block.text) blocks.push(block);
  };
  const walk = (node: DomNode, inQuote: boolean) => {
    let inline = '';
    const flush = () => {
      push({ kind: inQuote ? 'quote' : 'paragraph', text: squash(inline) });
      inline = '';
    };
    for (const child of node.children ?? []) {
      if (child.type === 'text') {
        inline += child.data ?? '';
        continue;
      }
      if (child.type !== 'tag' || SKIP.has(child.name ?? '') || hidden(child)) continue;
      const name = child.name ?? '';
      if (INLINE.has(name)) {
        inline += textOf(child);
        continue;
      }
      flush();
      const quote = inQuote || isQuoteContainer(child);
      if (HEADINGS.has(name)) push({ kind: 'heading', level: Number(name[1]), text: squash(textOf(child)) });
      else if (name === 'blockquote') push({ kind: 'quote', text: squash(textOf(child, true)) });
      else if (ITEMS.has(name) && !(child.children ?? []).some((c) => c.name === 'ul' || c.name === 'ol' || c.name === 'p' || c.name === 'div'))
        push({ kind: quote ? 'quote' : 'item', text: squash(textOf(child, quote)) });
      else if (PARAGRAPHS.has(name)) push({ kind: quote ? 'quote' : 'paragraph', text: squash(textOf(child, quote)) });
      else walk(child, quote);
    }
    flush();
  };
  walk(root, false);
  return blocks;
}

export interface HtmlDocument {
  title: string;
  description: string;
  text: string;
  blocks: PageBlock[];
  links: PageLink[];
}

/** Parses a page fetched from pageUrl; links are resolved against it (or its <base href>). */
export function parseHtmlDocument(html: string, pageUrl: string): HtmlDocument {
  const $ = load(html);
  let base = pageUrl;
  try {
    const baseHref = $('base[href]').attr('href');
    if (baseHref) base = new URL(baseHref, pageUrl).href;
  } catch {
    /* a broken <base> is ignored, as browsers do */
  }
  const rawLinks = $('a[href]')
    .toArray()
    .map((a) => ({ href: $(a).attr('href') ?? '', text: squash($(a).text()) || squash($(a).attr('aria-label') ?? $(a).attr('title') ?? '') }));
  const body = ($('body')[0] ?? $.root()[0]) as unknown as DomNode;
  const blocks = collectBlocks(body);
  const title = squash($('title').first().text()) || squash($('meta[property="og:title"]').attr('content') ?? '') || (blocks.find((b) => b.kind === 'heading')?.text ?? '');
  const description = squash($('meta[name="description"]').attr('content') ?? $('meta[property="og:description"]').attr('content') ?? '');
  return { title, description, blocks, text: blocksToText(blocks), links: sameSiteLinks(rawLinks, base, pageUrl) };
}
