import { load } from 'cheerio';
import { blocksToText, sameSiteLinks } from './page-document';
import { readStructuredData } from './structured-data';
import { readFactSource } from './fact-source';
import { collectBlocks } from './html-blocks';
import { squash, type DomNode } from './html-nodes';
import type { PageBlock, PageFactSource, PageLink, StructuredData } from './types';

// HTML → the readable blocks of a page in document order, read by structure. Dropped: scripts and
// JSON data, navigation (landmarks, and link lists that lead back home), the site header and
// footer, dialogs and widgets (cookie consent, chat, newsletter, ads: named so by their classes),
// legal small print, hidden and cloned carousel slides. When the page marks its main content
// (<main>), only that is read. Kept blocks carry their context (see BlockContext) for the reader.
// Links are collected from the whole page for page discovery.

export interface HtmlDocument {
  title: string;
  description: string;
  text: string;
  blocks: PageBlock[];
  links: PageLink[];
  structured: StructuredData;
  factSource: PageFactSource;
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
    factSource: readFactSource($),
  };
}
