import type { TAnalysisEvidence, TScrapedData } from '@common/wizard/schemas';
import type { AnalysedPage } from './related-pages';
import { locateEvidence } from './reader/locate-evidence';
import { readCustomerTypes } from './reader/read-customers';
import { readServices } from './reader/read-services';
import { readSpecialties } from './reader/read-specialties';
import { readTestimonialTraits } from './reader/read-traits';
import { readTone } from './reader/read-tone';

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
  const services = readServices(pages);
  const specialties = readSpecialties(pages, services.services);
  const tone = readTone(pages);
  const customers = readCustomerTypes(pages);
  const traits = readTestimonialTraits(pages);
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
