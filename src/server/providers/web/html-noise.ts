import { classWords, has, hidden, linkTextOf, SKIP, tags, textOf, type DomNode } from './html-nodes';

// Page furniture the reader leaves out: navigation by landmark or role, link lists that lead back
// home (menus wherever they sit), the site header (unless it holds the hero), and the widgets and
// small print that sites name by their classes (cookie consent, chat, newsletter, legal lines).

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

export interface ReadContext {
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

export function isNoise(node: DomNode, ctx: ReadContext): boolean {
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
