import type { TScrapedData } from '@common/wizard/schemas';
import { deriveServices, deriveSpecialties } from './derive-services';
import { deriveTestimonialTraits } from './derive-testimonial-traits';
import { deriveCustomerTypes, deriveTone, type Scores } from './derive-voice';
import type { AnalysedPage } from './related-pages';

/** Why each field came out as it did: stored with the cached analysis, never sent to visitors. */
export interface ProfileEvidence {
  services: string[];
  toneScores: Scores;
  customerScores: Scores;
  traitScores: Scores;
  quotesRead: number;
}

/**
 * The five scraped-data fields (spec §3) from a site's pages, by deterministic rules: the same
 * pages always give the same profile, and the evidence says which words produced it.
 */
export function deriveProfile(pages: AnalysedPage[]): { profile: TScrapedData; evidence: ProfileEvidence } {
  const text = pages.map((p) => [p.title, p.text].join('\n')).join('\n');
  const services = deriveServices(pages);
  const specialties = deriveSpecialties(pages, services);
  const tone = deriveTone(text);
  const customers = deriveCustomerTypes(text);
  const traits = deriveTestimonialTraits(pages);
  return {
    profile: {
      businessSpecialties: specialties.join(', '),
      businessTone: tone.tone,
      topServices: services.join(', '),
      customerTypes: customers.customerTypes.join(', '),
      testimonialTraits: traits.traits.join(', '),
    },
    evidence: { services, toneScores: tone.scores, customerScores: customers.scores, traitScores: traits.scores, quotesRead: traits.quotes },
  };
}
