import type { PageLink } from '../../../providers/web/types';
import type { AnalysedPage } from '../related-pages';
import { nameRole } from './sections';
import { capitalise, uniquePhrases } from './words';
import { isCallToAction } from './calls-to-action';

// Services named by the site's navigation: many small-business sites have no "services" section
// at all; their menu links one page per service ("Gas | Electrics | Renewables", "Cafe | Cakes").
// A menu also holds the pages every site has (home, about, contact, gallery, blog …) and calls to
// action: those are never services. Links under a services-like folder (/services/boilers,
// /our-services/teeth-whitening) name services wherever they sit; otherwise the home page's own
// link labels in menu order count when at least two remain.

const GENERIC =
  /^(?:home|homepage|welcome|index|main|start|menu|gallery|photos?|portfolio|videos?|blog|news|events?|faqs?|q\s*&\s*a|qa|help|support|links?|resources|location|locations|map|directions|find us|careers|jobs|recruitment|join us|shop|store|cart|basket|checkout|account|log\s?in|sign\s?(?:in|up)|register|book(?:ing)?|bookings|appointments?|quote|reviews?|testimonials?|social|community|partners|team|staff|prices|pricing|rates|fees|offers|specials|deals|sitemap|search|more|back|next|previous|customers|clients|security|status|integrations|docs|documentation|changelog|features|innovations?|e-?mail|newsletter|downloads?|english|español|français|bio|biography|press|in the press|media|things to do|local area|surrounding area|the area|attractions|area guide|opening (?:times|hours)|hours|menus|summary|tariffs?|availability)$/i;
/** Pages of forms and notes for people already customers: "Patient Information", "New patient forms". */
const PAPERWORK = /\b(?:information|info|forms?|advice|faqs?|policy|policies|guide|guides|downloads?)$/i;
/** Labels that name a page about the business, not a service: "Our Firm", "Why Arx", "Meet the Team". */
const ABOUT_LIKE = /^(?:our|my|why|who|meet|about|contact|find|visit|call|email|follow|the team)\b/i;
const LEGAL = /\b(?:terms|privacy|legal|cookies?|policy|disclaimer|accessibility|copyright|gdpr)\b/i;
const SERVICE_FOLDER =
  /^\/(?:[^/]+\/)*(?:services?|our-services|what-we-do|treatments|practice-areas|solutions|specialties|specialities)\/[^/]+/i;

/** A menu label that names a page every site has, an action, paperwork or legal text: never a service. */
export function isNavigationLabel(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  return (
    GENERIC.test(t) ||
    ABOUT_LIKE.test(t) ||
    LEGAL.test(t) ||
    isCallToAction(t) ||
    PAPERWORK.test(t) ||
    /\bhome$/i.test(t)
  );
}

function label(text: string): string | null {
  const t = text
    .replace(/[»›>|•·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = t.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || t.length < 3 || t.length > 40) return null;
  if (/\d|@|https?:|www\./i.test(t) || isNavigationLabel(t) || nameRole(t)) return null;
  return capitalise(t);
}

function pathOf(link: PageLink): string {
  try {
    return decodeURIComponent(new URL(link.url).pathname).replace(/\.\w+$/, '');
  } catch {
    return '';
  }
}

export function navServices(pages: AnalysedPage[], max: number): string[] {
  const home = pages.find((p) => p.kind === 'home');
  const links = pages.flatMap((p) => p.links ?? []);
  const inFolder = uniquePhrases(
    links.filter((l) => SERVICE_FOLDER.test(pathOf(l))).flatMap((l) => label(l.text) ?? []),
  );
  if (inFolder.length >= 2) return inFolder.slice(0, max);
  if (!home?.links) return [];
  const homePath = new URL(home.url).pathname;
  const menu = uniquePhrases(
    home.links
      .filter((l) => pathOf(l) !== '' && new URL(l.url).pathname !== homePath)
      .flatMap((l) => label(l.text) ?? []),
  );
  return menu.length >= 2 ? menu.slice(0, max) : [];
}
