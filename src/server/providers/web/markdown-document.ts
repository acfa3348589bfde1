import { blocksToText, sameSiteLinks } from './page-document';
import type { PageBlock, PageLink } from './types';

// Markdown (as Firecrawl returns it) → the same blocks the HTML reader produces, so the analysis
// rules don't care which adapter read the page. Only the constructs that carry meaning for the
// rules are recognised: headings, list items, blockquotes, paragraphs, links.

export interface MarkdownDocument {
  blocks: PageBlock[];
  links: PageLink[];
  text: string;
}

const LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Inline markdown → plain text; links are reported to onLink. */
function inline(text: string, onLink: (href: string, label: string) => void): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(LINK, (_m, label: string, href: string) => {
      onLink(href, label);
      return label;
    })
    .replace(/<(https?:\/\/[^>\s]+)>/g, (_m, href: string) => {
      onLink(href, '');
      return href;
    })
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseMarkdownDocument(markdown: string, pageUrl: string, extraLinks: string[] = []): MarkdownDocument {
  const blocks: PageBlock[] = [];
  const rawLinks: { href: string; text: string }[] = extraLinks.map((href) => ({ href, text: '' }));
  const onLink = (href: string, text: string) => rawLinks.push({ href, text });
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  let quote: string[] = [];
  let fenced = false;
  const flush = () => {
    const p = inline(para.join(' '), onLink);
    if (p) blocks.push({ kind: 'paragraph', text: p });
    const q = inline(quote.join(' '), onLink);
    if (q) blocks.push({ kind: 'quote', text: q });
    para = [];
    quote = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const trimmed = line.trim();
    const next = lines[i + 1]?.trim() ?? '';
    let m: RegExpMatchArray | null;
    if (!trimmed) flush();
    else if ((m = trimmed.match(/^(#{1,6})\s+(.*?)\s*#*$/))) {
      flush();
      blocks.push({ kind: 'heading', level: m[1].length, text: inline(m[2], onLink) });
    } else if (para.length === 0 && /^(=+|-+)$/.test(next) && !/^([-*+]|\d+[.)])\s/.test(trimmed)) {
      // Setext heading: a line underlined with === (h1) or --- (h2).
      flush();
      blocks.push({ kind: 'heading', level: next.startsWith('=') ? 1 : 2, text: inline(trimmed, onLink) });
      i++;
    } else if (/^([-*_]\s*){3,}$/.test(trimmed)) flush();
    else if ((m = trimmed.match(/^>\s?(.*)$/))) {
      if (para.length) flush();
      quote.push(m[1]);
    } else if ((m = trimmed.match(/^(?:[-*+]|\d+[.)])\s+(.*)$/))) {
      flush();
      blocks.push({ kind: 'item', text: inline(m[1], onLink) });
    } else if (trimmed.startsWith('|')) {
      flush();
      if (!/^\|?[\s:|-]+\|?$/.test(trimmed))
        blocks.push({ kind: 'paragraph', text: inline(trimmed.replace(/\|/g, ' '), onLink) });
    } else {
      if (quote.length) flush();
      para.push(trimmed);
    }
  }
  flush();
  const kept = blocks.filter((b) => b.text);
  return { blocks: kept, text: blocksToText(kept), links: sameSiteLinks(rawLinks, pageUrl, pageUrl) };
}
