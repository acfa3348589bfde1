import type { TPotentialLead } from '@common/scout/schemas';

// Deterministic lead extraction: the sandbox's answer, and the llm's fallback. It works on the
// pages research found (captured pages or Firecrawl search results) and states only what is on
// them; every lead carries the page its facts came from.

export interface ResearchPage {
  url: string;
  /** The site the page belongs to (one lead per site). */
  siteUrl: string;
  title: string;
  snippet: string;
  text: string;
  /** Search rank of the page (higher is better), comparable within one run. */
  rank: number;
}

const INDUSTRIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['Plumbing', /\b(plumb\w*|drain\w*|water heaters?|pipes?)\b/gi],
  ['HVAC', /\b(hvac|heating|air condition\w*|furnaces?|boilers?)\b/gi],
  ['Electrical', /\b(electrician\w*|electrical|wiring)\b/gi],
  ['Bakery', /\b(baker(?:y|ies)|bread|pastr(?:y|ies)|sourdough|croissants?)\b/gi],
  ['Restaurant', /\b(restaurants?|dining|menu|chef|cuisine)\b/gi],
  ['Dental', /\b(dentist\w*|dental|teeth|orthodont\w*)\b/gi],
  ['Healthcare', /\b(clinic|patients?|medical|physio\w*|therap\w*)\b/gi],
  ['Legal', /\b(law firm|attorneys?|lawyers?|legal)\b/gi],
  ['Real Estate', /\b(real estate|realtors?|listings?|property sales)\b/gi],
  ['Hospitality', /\b(hotels?|inn|guests?|resorts?|rooms)\b/gi],
  ['Salon & Spa', /\b(salons?|spa|hair|nails?|beauty)\b/gi],
  ['Automotive', /\b(auto repair|mechanics?|cars?|vehicles?|tyres?|tires?)\b/gi],
  ['Landscaping', /\b(landscap\w*|lawns?|gardens?)\b/gi],
  ['Fitness', /\b(gyms?|fitness|personal train\w*|yoga)\b/gi],
];

/** Pain points an AI phone agent answers, and the words on a page that suggest them. */
const PAIN_SIGNALS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Urgent calls around the clock (24/7 or emergency service)', /\b(24\/7|emergenc\w*|day or night|after[- ]hours)\b/i],
  ['Bookings and appointments taken by phone', /\b(book\w*|appointments?|reservations?|schedul\w*)\b/i],
  ['Quote and estimate requests to answer quickly', /\b(quotes?|estimates?|pricing)\b/i],
  ['Orders and pre-orders by phone', /\b(orders?|pre-order\w*|catering)\b/i],
  ['A small team answering every call itself', /\b(family[- ]owned|small team|local|owner[- ]operated)\b/i],
];

const PHONE = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const cut = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

/** "Riverside Plumbing & Drain | Licensed Plumbers in Springfield" → "Riverside Plumbing & Drain". */
export function companyFromTitle(title: string, url: string): string {
  const head = squash(title.split(/\s[|–—-]\s|\s·\s/)[0] ?? '');
  if (head) return cut(head, 200);
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host;
  } catch {
    return url;
  }
}

export function detectIndustry(text: string): string {
  let best = '';
  let bestCount = 0;
  for (const [label, pattern] of INDUSTRIES) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [label, count];
  }
  return best || 'Local business';
}

const SERVICE_HEADING = /\b(services?|what we do|what we offer|we offer|specialt(?:y|ies)|menu|products|treatments)\b/i;
const NOT_SERVICE = /^(home|about|contact|reviews?|call|our services|services|what we do|who we (help|serve))\b/i;

/** Short lines under a services heading ("Our Services", "What we do") read as offerings. */
function services(text: string): string[] {
  const lines = text.split('\n').map((l) => squash(l.replace(/^[-*•]\s*/, '')));
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (!SERVICE_HEADING.test(line) || line.length > 40) return;
    for (const l of lines.slice(i + 1, i + 12)) {
      if (l.length > 80 || /[.!?]$/.test(l)) break;
      if (l.length < 4 || PHONE.test(l) || NOT_SERVICE.test(l)) continue;
      const name = cut(l.split(/\s[–—-]\s/)[0], 80);
      if (!out.includes(name)) out.push(name);
    }
  });
  return out.slice(0, 6);
}

function description(page: ResearchPage): string {
  const sentence = page.text
    .split('\n')
    .map(squash)
    .find((l) => l.length > 60 && /[.!?]$/.test(l));
  return cut(sentence ?? squash(page.snippet.replace(/\*\*/g, '')), 600);
}

export interface SiteGroup {
  siteUrl: string;
  pages: ResearchPage[];
  rank: number;
}

/** One group per site, best-ranked first; a site's score adds up its matching pages. */
export function groupBySite(pages: ResearchPage[]): SiteGroup[] {
  const groups = new Map<string, SiteGroup>();
  for (const p of pages) {
    const g = groups.get(p.siteUrl) ?? { siteUrl: p.siteUrl, pages: [], rank: 0 };
    if (!g.pages.some((x) => x.url === p.url)) {
      g.pages.push(p);
      g.rank += p.rank;
    }
    groups.set(p.siteUrl, g);
  }
  return [...groups.values()].sort((a, b) => b.rank - a.rank || a.siteUrl.localeCompare(b.siteUrl));
}

/**
 * The score (0-100) says how good a prospect the site looks from its pages alone: how well it
 * matched the topic (relative to the best match), pain points an AI phone agent answers, and a
 * way to reach it.
 */
export function leadFromSite(group: SiteGroup, bestRank: number, topic: string): TPotentialLead {
  const main = [...group.pages].sort((a, b) => b.rank - a.rank)[0];
  const home = group.pages.find((p) => p.url === group.siteUrl || p.url === `${group.siteUrl}/`) ?? main;
  const all = group.pages.map((p) => `${p.title}\n${p.text}`).join('\n');
  const pains = PAIN_SIGNALS.filter(([, re]) => re.test(all)).map(([label]) => label);
  const phone = all.match(PHONE)?.[0];
  const email = all.match(EMAIL)?.[0];
  const relevance = bestRank > 0 ? group.rank / bestRank : 0;
  const score = Math.round(
    Math.min(100, 35 + 35 * relevance + 5 * Math.min(pains.length, 4) + (phone || email ? 10 : 0)),
  );
  const contact = phone
    ? `Phone number listed on the site: ${phone}`
    : email
      ? `Email address listed on the site: ${email}`
      : 'No phone number found on the captured pages; use the website contact page';
  return {
    companyName: companyFromTitle(home.title, home.url),
    industry: detectIndustry(all),
    description: description(home.text ? home : main),
    keyServices: services(group.pages.map((p) => p.text).join('\n')),
    potentialPainPoints: pains.slice(0, 5),
    contactOpportunity: contact,
    reasoning: cut(
      `Matched “${topic}” on ${group.pages.length} page${group.pages.length === 1 ? '' : 's'} of this site (${group.pages.map((p) => p.url).join(', ')}).${pains.length ? ` Signals: ${pains.join('; ')}.` : ''}`,
      1_000,
    ),
    leadScore: score,
    sourceUrl: main.url,
    website: group.siteUrl,
    contactEmail: email ?? '',
    contactPhone: phone ?? '',
  };
}

/** Leads for the `limit` best-matching sites. */
export function extractLeads(pages: ResearchPage[], topic: string, limit: number): TPotentialLead[] {
  const groups = groupBySite(pages).slice(0, limit);
  const best = groups[0]?.rank ?? 0;
  return groups.map((g) => leadFromSite(g, best, topic)).sort((a, b) => b.leadScore - a.leadScore);
}
