import type { AnalysedPage } from './related-pages';

// The name a business goes by, for its agent to say out loud. What the site declares about itself
// comes first (schema.org's name, then og:site_name); else the part of the home page's title that
// names it ("Riverside Plumbing & Drain | Licensed Plumbers in Springfield"). A host name is no
// name: "sites.google.com" or "127.0.0.1" says nothing about the business.

const TITLE_PARTS = /\s+[|–—-]\s+|\s*[|·]\s*/;
/** A title part that is a page's name, not the business's. */
const PAGE_NAME = /^(?:home(?: ?page)?|welcome|index|untitled|main|official (?:site|website))$/i;
const MAX_WORDS = 8;

const usable = (name: string) => name.length > 1 && !PAGE_NAME.test(name) && name.split(/\s+/).length <= MAX_WORDS;

/** The business's name in a page title: its first part that is not a page's name ("Home | Acme"). */
export function businessNameFromTitle(title: string): string {
  return (
    title
      .split(TITLE_PARTS)
      .map((p) => p.replace(/^welcome to\s+/i, '').trim())
      .find(usable) ?? ''
  );
}

/** The business's name from the pages read of its site, home page first; '' when none says it. */
export function businessNameOf(pages: AnalysedPage[]): string {
  const home = pages.find((p) => p.kind === 'home') ?? pages[0];
  if (!home) return '';
  const ordered = [home, ...pages.filter((p) => p !== home)];
  const declared = [
    ...ordered.map((p) => p.structured?.name ?? ''),
    ...ordered.map((p) => p.structured?.siteName ?? ''),
  ]
    .map((n) => n.trim())
    .find(usable);
  return declared ?? businessNameFromTitle(home.title);
}
