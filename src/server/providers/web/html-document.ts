import { load } from 'cheerio';
import { blocksToText, sameSiteLinks } from './page-document';
import { readStructuredData } from './structured-data';
import type { BlockContext, PageBlock, PageLink, StructuredData } from './types';

// HTML → the readable blocks of a page in document order, read by structure. Dropped: scripts and
// JSON data, navigation (landmarks, and link lists that lead back home), the site header and
// footer, dialogs and widgets (cookie consent, chat, newsletter, ads: named so by their classes),
// legal small print, hidden and cloned carousel slides. When the page marks its main content
// (<main>), only that is read. Kept blocks carry their context (see BlockContext) for the reader.
// Links are collected from the whole page for page discovery.

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'canvas',
  'nav',
  'form',
  'select',
  'input',
  'textarea',
  'head',
  'footer',
  'aside',
  'dialog',
  'object',
  'video',
  'audio',
  'map',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ITEMS = new Set(['li', 'dt']);
const PARAGRAPHS = new Set(['p', 'dd', 'figcaption', 'address', 'pre', 'caption', 'summary']);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'img',
  'font',
  'button',
]);
const NOISE_ROLES = new Set([
  'navigation',
  'contentinfo',
  'dialog',
  'alertdialog',
  'search',
  'complementary',
  'menu',
  'menubar',
]);
/** Class/id words of page furniture and third-party widgets; a site header keeps a hero (h1). */
const NOISE_WORDS = new Set([
  'nav',
  'navbar',
  'breadcrumb',
  'breadcrumbs',
  'footer',
  'colophon',
  'sidebar',
  'skip',
  'cookie',
  'cookies',
  'consent',
  'gdpr',
  'cky',
  'cli',
  'chat',
  'livechat',
  'intercom',
  'tidio',
  'drift',
  'crisp',
  'messenger',
  'newsletter',
  'subscribe',
  'popup',
  'modal',
  'ads',
  'advert',
  'legal',
  'disclaimer',
  'copyright',
  'cloned',
  'duplicate',
  'share',
  'social',
  'instagram',
  'instafeed',
]);
const HEADER_WORDS = new Set(['header', 'masthead', 'topbar']);
const QUOTE_WORDS = new Set(['testimonial', 'testimonials', 'review', 'reviews', 'quote', 'quotes', 'reviewbody']);
/** Inside a testimonial: who said it, when, and the stars are not part of the quote. */
const ATTRIBUTION_WORDS = new Set([
  'author',
  'name',
  'cite',
  'who',
  'date',
  'meta',
  'rating',
  'stars',
  'score',
  'count',
  'summary',
  'footer',
  'more',
]);
const ATTRIBUTION_TAGS = new Set(['cite', 'footer', 'figcaption']);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "Header_nav__q1 site-header" → header, nav, q1, site. */
export function classWords(node: DomNode): string[] {
  const a = node.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function hidden(node: DomNode): boolean {
  const a = node.attribs ?? {};
  return (
    'hidden' in a ||
    a['aria-hidden'] === 'true' ||
    a['aria-modal'] === 'true' ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? '')
  );
}

const tags = (node: DomNode) => (node.children ?? []).filter((c) => c.type === 'tag');
function has(node: DomNode, test: (n: DomNode) => boolean): boolean {
  return tags(node).some((c) => test(c) || has(c, test));
}

function textOf(node: DomNode, inQuote = false): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || SKIP.has(node.name ?? '') || hidden(node)) return '';
  if (inQuote && (ATTRIBUTION_TAGS.has(node.name ?? '') || classWords(node).some((w) => ATTRIBUTION_WORDS.has(w))))
    return '';
  if (node.name === 'br') return ' ';
  const inner = (node.children ?? []).map((c) => textOf(c, inQuote)).join('');
  return INLINE.has(node.name ?? '') ? inner : ` ${inner} `;
}

function linkTextOf(node: DomNode): string {
  if (node.type !== 'tag') return '';
  if (node.name === 'a') return textOf(node);
  return tags(node).map(linkTextOf).join(' ');
}

interface ReadContext {
  pageUrl: string;
  home: string;
}

/** A list of links, one of which leads to the home page or this page: navigation wherever it is. */
function isLinkList(node: DomNode, ctx: ReadContext): boolean {
  const anchors: DomNode[] = [];
  const collect = (n: DomNode) => tags(n).forEach((c) => (c.name === 'a' ? anchors.push(c) : collect(c)));
  collect(node);
  if (anchors.length < 3) return false;
  const letters = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '').length;
  const all = letters(textOf(node));
  if (all === 0 || letters(linkTextOf(node)) / all < 0.7) return false;
  return anchors.some((a) => {
    try {
      const href = new URL(a.attribs?.href ?? '', ctx.pageUrl).href.replace(/#.*$/, '');
      return href === ctx.home || href === ctx.pageUrl;
    } catch {
      return false;
    }
  });
}

function isNoise(node: DomNode, ctx: ReadContext): boolean {
  const name = node.name ?? '';
  if (SKIP.has(name) || hidden(node)) return true;
  const role = node.attribs?.role ?? '';
  const words = classWords(node);
  // A site header holds the logo and the menu; one holding headings is a hero or a card's title bar.
  const heroInside = () => has(node, (n) => n.name === 'h1' || n.name === 'h2' || n.name === 'h3');
  if (NOISE_ROLES.has(role) || words.some((w) => NOISE_WORDS.has(w))) return true;
  if ((name === 'header' || role === 'banner' || words.some((w) => HEADER_WORDS.has(w))) && !heroInside()) return true;
  return ['div', 'ul', 'ol', 'table', 'tr', 'td', 'p', 'section'].includes(name) && isLinkList(node, ctx);
}

/** An element repeated among its siblings (same tag and class): a card in a grid, a slide. */
function isCard(node: DomNode): boolean {
  const name = node.name ?? '';
  if (ITEMS.has(name) || INLINE.has(name) || name === 'tr' || name === 'td' || name === 'p' || !node.parent)
    return false;
  const cls = node.attribs?.class ?? '';
  return tags(node.parent).filter((s) => s.name === name && (s.attribs?.class ?? '') === cls).length >= 2;
}

function collectBlocks(root: DomNode, ctx: ReadContext): PageBlock[] {
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
      if (child.type !== 'tag' || isNoise(child, ctx)) continue;
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
      } else if (name === 'tr') {
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

export interface HtmlDocument {
  title: string;
  description: string;
  text: string;
  blocks: PageBlock[];
  links: PageLink[];
  structured: StructuredData;
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
    .map((a) => ({
      href: $(a).attr('href') ?? '',
      text: squash($(a).text()) || squash($(a).attr('aria-label') ?? $(a).attr('title') ?? ''),
    }));
  const main = $('main, [role="main"]').first()[0];
  const body = (main ?? $('body')[0] ?? $.root()[0]) as unknown as DomNode;
  const page = new URL(pageUrl);
  page.hash = '';
  const blocks = collectBlocks(body, { pageUrl: page.href, home: `${page.origin}/` });
  const title =
    squash($('title').first().text()) ||
    squash($('meta[property="og:title"]').attr('content') ?? '') ||
    (blocks.find((b) => b.kind === 'heading')?.text ?? '');
  const description = squash(
    $('meta[name="description"]').attr('content') ?? $('meta[property="og:description"]').attr('content') ?? '',
  );
  return {
    title,
    description,
    blocks,
    text: blocksToText(blocks),
    links: sameSiteLinks(rawLinks, base, pageUrl),
    structured: readStructuredData($),
  };
}
