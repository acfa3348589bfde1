import type { TAnalysisEvidence, TScrapedData } from '@common/wizard/schemas';
import type { AnalysedPage } from './related-pages';
import { locateEvidence } from './reader/locate-evidence';
import { readCustomerTypes } from './reader/read-customers';
import { readServices } from './reader/read-services';
import { readSpecialties } from './reader/read-specialties';
import { readTestimonialTraits } from './reader/read-traits';
import { readTone } from './reader/read-tone';
import { tradeFromName } from './reader/name-trade';
import { isPlaceOrName, refuseContext, refuseNames } from './reader/refuse';
import { refuseQualities } from './reader/refuse-qualities';
import { joinAsPhrase } from './reader/words';

/** Why each field came out as it did: stored with the cached analysis, never sent to visitors. */
export interface ProfileEvidence {
  servicesFrom: string;
  specialtiesFrom: string;
  toneWords: string[];
  customerScores: Record<string, number>;
  traitVotes: Record<string, number>;
  reviewsRead: number;
}

/**
 * The offline extractor: the five scraped-data fields (spec §3) read from a site's pages in the
 * site's own words (see reader/). The same pages always give the same profile.
 */
export function extractProfile(pages: AnalysedPage[]): {
  profile: TScrapedData;
  evidence: ProfileEvidence;
  /** Each value with the sentence and page it was read from (the wizard's Preview shows them). */
  sources: TAnalysisEvidence;
} {
  const ctx = refuseContext(pages);
  const read = readServices(pages);
  const services = { ...read, services: refuseNames(read.services, ctx) };
  const readSpecial = readSpecialties(pages, services.services);
  const specialties = {
    ...readSpecial,
    specialties: refuseNames(readSpecial.specialties, ctx, readSpecial.from.startsWith('schema.org')),
  };
  // Said nowhere else: the trade its own name carries ("Radiant Window Cleaning"), where the site
  // also writes that tail in lower case, i.e. as a common noun and not as part of the brand.
  if (specialties.specialties.length === 0) {
    const trade = tradeFromName(ctx.names, ctx.prose);
    if (trade && !isPlaceOrName(trade, ctx.prose)) Object.assign(specialties, { specialties: [trade], from: 'name' });
  }
  // A word of the business's own name ("Radiant Window Cleaning") describes the name, not the manner.
  const brandWords = new Set(ctx.names.flatMap((n) => n.split(/\s+/)));
  const readT = readTone(pages);
  // Words of the manner list were chosen as qualities already; the gate judges the rest.
  const kept =
    readT.from === 'repeated words'
      ? readT.words.filter((w) => !brandWords.has(w))
      : refuseQualities(readT.words, brandWords, true);
  // Most of what was read refused ("humanity, clients' happiness, well-documented"): the sentence
  // was not a list of qualities, and what is left of it is no evidence either.
  const toneWords = kept.length * 2 >= readT.words.length ? kept : [];
  const tone = {
    words: toneWords,
    tone: toneWords.length === readT.words.length ? readT.tone : joinAsPhrase(toneWords),
  };
  const customers = readCustomerTypes(pages);
  const readTraits = readTestimonialTraits(pages);
  const traits = { ...readTraits, traits: refuseQualities(readTraits.traits, brandWords) };
  return {
    profile: {
      businessSpecialties: specialties.specialties.join(', '),
      businessTone: tone.tone,
      topServices: services.services.join(', '),
      customerTypes: customers.customerTypes.join(', '),
      testimonialTraits: traits.traits.join(', '),
    },
    sources: locateEvidence(pages, {
      businessSpecialties: specialties.specialties,
      businessTone: tone.words,
      topServices: services.services,
      customerTypes: customers.customerTypes,
      testimonialTraits: traits.traits,
    }),
    evidence: {
      servicesFrom: services.from,
      specialtiesFrom: specialties.from,
      toneWords: tone.words,
      customerScores: customers.scores,
      traitVotes: traits.votes,
      reviewsRead: traits.reviews,
    },
  };
}
