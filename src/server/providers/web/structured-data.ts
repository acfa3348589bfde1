import type { CheerioAPI } from 'cheerio';
import type { StructuredData } from './types';

// schema.org data a page declares about itself: JSON-LD scripts (objects, arrays, @graph) and
// microdata review bodies. Only the properties the website reader uses are collected.

type Json = unknown;

const MAX_VALUES = 20;
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function strings(value: Json): string[] {
  if (typeof value === 'string') return [squash(value)].filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    const o = value as Record<string, Json>;
    return strings(o.name ?? o.audienceType ?? o.itemOffered ?? '');
  }
  return [];
}

function visit(node: Json, out: StructuredData, depth = 0): void {
  if (depth > 8 || !node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => visit(n, out, depth + 1));
  const o = node as Record<string, Json>;
  const types = strings(o['@type']);
  out.types.push(...types);
  const isReview = types.includes('Review');
  if (isReview) out.reviews.push(...strings(o.reviewBody ?? o.description));
  else {
    if (!out.name && typeof o.name === 'string' && !types.includes('WebSite')) out.name = squash(o.name);
    if (!out.description && typeof o.description === 'string') out.description = squash(o.description);
  }
  out.specialties.push(
    ...strings(o.knowsAbout),
    ...strings(o.medicalSpecialty),
    ...strings(o.slogan),
    ...strings(o.servesCuisine),
  );
  out.offers.push(
    ...strings(o.makesOffer),
    ...strings(o.hasOfferCatalog && (o.hasOfferCatalog as Record<string, Json>).itemListElement),
  );
  out.audiences.push(...strings(o.audience));
  for (const key of ['@graph', 'review', 'reviews', 'mainEntity', 'provider', 'publisher'])
    visit(o[key], out, depth + 1);
}

export function readStructuredData($: CheerioAPI): StructuredData {
  const out: StructuredData = {
    types: [],
    name: '',
    description: '',
    offers: [],
    specialties: [],
    audiences: [],
    reviews: [],
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()), out);
    } catch {
      // Broken JSON-LD is common; the page is read from its markup instead.
    }
  });
  $('[itemprop="reviewBody"]').each((_, el) => {
    const text = squash($(el).text());
    if (text) out.reviews.push(text);
  });
  const uniq = (xs: string[]) => [...new Set(xs)].slice(0, MAX_VALUES);
  return {
    ...out,
    siteName: squash($('meta[property="og:site_name"]').attr('content') ?? ''),
    types: uniq(out.types),
    offers: uniq(out.offers),
    specialties: uniq(out.specialties),
    audiences: uniq(out.audiences),
    reviews: uniq(out.reviews),
  };
}
