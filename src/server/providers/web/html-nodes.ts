// The parsed HTML tree as the page reader walks it: the tag vocabulary (what is a heading, an item,
// a paragraph, inline text), the class/id words of an element, and an element's visible text (a
// testimonial's text without who said it or the stars).

export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
  parent?: DomNode | null;
}

export const SKIP = new Set([
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
export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const ITEMS = new Set(['li', 'dt']);
export const PARAGRAPHS = new Set(['p', 'dd', 'figcaption', 'address', 'pre', 'caption', 'summary']);
export const INLINE = new Set([
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

export const QUOTE_WORDS = new Set([
  'testimonial',
  'testimonials',
  'review',
  'reviews',
  'quote',
  'quotes',
  'reviewbody',
]);
/** Inside a testimonial: who said it, when, and the stars are not part of the quote. */
export const ATTRIBUTION_WORDS = new Set([
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
export const ATTRIBUTION_TAGS = new Set(['cite', 'footer', 'figcaption']);

export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "Header_nav__q1 site-header" → header, nav, q1, site. */
export function classWords(node: DomNode): string[] {
  const a = node.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function hidden(node: DomNode): boolean {
  const a = node.attribs ?? {};
  return (
    'hidden' in a ||
    a['aria-hidden'] === 'true' ||
    a['aria-modal'] === 'true' ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.style ?? '')
  );
}

export const tags = (node: DomNode) => (node.children ?? []).filter((c) => c.type === 'tag');
export function has(node: DomNode, test: (n: DomNode) => boolean): boolean {
  return tags(node).some((c) => test(c) || has(c, test));
}

export function textOf(node: DomNode, inQuote = false): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.type !== 'tag' || SKIP.has(node.name ?? '') || hidden(node)) return '';
  if (inQuote && (ATTRIBUTION_TAGS.has(node.name ?? '') || classWords(node).some((w) => ATTRIBUTION_WORDS.has(w))))
    return '';
  if (node.name === 'br') return ' ';
  const inner = (node.children ?? []).map((c) => textOf(c, inQuote)).join('');
  return INLINE.has(node.name ?? '') ? inner : ` ${inner} `;
}

export function linkTextOf(node: DomNode): string {
  if (node.type !== 'tag') return '';
  if (node.name === 'a') return textOf(node);
  return tags(node).map(linkTextOf).join(' ');
}
