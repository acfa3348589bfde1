// Word lists behind the website-analysis rules. Each entry is a label and the patterns that vote
// for it; order matters where two labels tie (earlier wins) and, for customer types, more specific
// phrases come first so "small businesses" isn't also counted as "businesses".

export type Lexicon = ReadonlyArray<readonly [label: string, pattern: RegExp]>;

const words = (...alts: string[]) => new RegExp(`\\b(?:${alts.join('|')})\\b`, 'gi');

/** Headings that introduce a list of what the business sells. */
export const SERVICE_HEADING = /\b(services?|what we do|what we offer|we offer|our work|specialt(?:y|ies)|expertise|menu|products|solutions|treatments|offerings|capabilities)\b/i;

/** Headings that introduce customers' words. */
export const TESTIMONIAL_HEADING = /\b(testimonials?|reviews?|what (?:our )?(?:customers|clients|neighbou?rs|patients|guests|people) (?:say|think)|kind words|feedback)\b/i;

/** List items and headings that are navigation or calls to action, not services. */
export const NOT_A_SERVICE = /^(home|about( us)?|contact( us)?|learn more|read more|get (a|your) (free )?(quote|estimate)|book( now| online)?|call( us)?( now)?|faq|blog|news|view all|see all|more|our services|services|why choose us|privacy|terms)\b/i;

export const TONES: Lexicon = [
  ['Friendly', words('friendly', 'welcom\\w*', 'smil\\w*', 'neighbou?r\\w*', 'happy', 'caring', 'community', 'warm\\w*')],
  ['Professional', words('professional\\w*', 'licensed', 'certified', 'insured', 'accredited', 'qualified', 'experts?', 'expertise', 'experienced', 'standards')],
  ['Trustworthy', words('trust\\w*', 'honest\\w*', 'reliab\\w*', 'dependab\\w*', 'transparen\\w*', 'upfront', 'guarantee\\w*', 'integrity', 'no hidden')],
  ['Responsive', words('emergency', 'emergencies', '24/7', 'same-day', 'fast', 'quick\\w*', 'prompt\\w*', 'rapid', 'on call', 'on time')],
  ['Family-oriented', words('family', 'families', 'generations?', 'founded', 'since (?:19|20)\\d\\d', 'heritage', 'tradition\\w*', 'local')],
  ['Premium', words('luxur\\w*', 'premium', 'bespoke', 'exclusive', 'elegan\\w*', 'finest', 'artisan\\w*', 'handcrafted', 'gourmet', 'boutique')],
  ['Playful', words('fun', 'playful', 'awesome', 'amazing', 'yumm?y', 'joy\\w*', 'treats?', 'delight\\w*')],
  ['Innovative', words('innovat\\w*', 'cutting-edge', 'modern', 'technolog\\w*', 'smart', 'digital', 'state-of-the-art')],
  ['Caring', words('gentle', 'compassion\\w*', 'comfort\\w*', 'calm\\w*', 'relax\\w*', 'wellness')],
];

export const CUSTOMERS: Lexicon = [
  ['Small businesses', words('small business(?:es)?', 'small business owners')],
  ['Property managers', words('property managers?', 'property management')],
  ['Pet owners', words('pet owners?', 'dog owners?', 'cat owners?')],
  ['Homeowners', words('homeowners?', 'home owners?', 'households?', 'homes')],
  ['Landlords', words('landlords?')],
  ['Renters', words('renters?', 'tenants?')],
  ['Families', words('families', 'parents')],
  ['Restaurants and cafés', words('restaurants?', 'caf[eé]s?')],
  ['Businesses', words('businesses', 'companies', 'business owners', 'offices')],
  ['Contractors', words('contractors?', 'builders?')],
  ['Schools', words('schools?')],
  ['Healthcare facilities', words('hospitals?', 'clinics?')],
  ['Seniors', words('seniors?', 'elderly', 'retirees?')],
  ['Students', words('students?')],
  ['Couples', words('couples?', 'brides?', 'newlyweds?')],
  ['Event hosts', words('events?', 'parties', 'party planners?')],
  ['Patients', words('patients')],
  ['Startups', words('startups?', 'start-ups?')],
  ['Nonprofits', words('nonprofits?', 'non-profits?', 'charities')],
  ['Travelers', words('tourists?', 'travell?ers?')],
  ['Residential customers', words('residential')],
  ['Commercial clients', words('commercial')],
];

/** A customer word preceded (in the same sentence) by one of these is who the site says it serves. */
export const SERVES_CONTEXT = /\b(for|serving|serve[sd]?|work(?:ing)? with|trusted by|clients include|customers include|help(?:ing)?)\b[^.!?]{0,48}$/i;

export const TRAITS: Lexicon = [
  ['Punctual', words('punctual', 'on time', 'on-time')],
  ['Friendly', words('friendly', 'kind', 'polite', 'courteous', 'lovely', 'pleasant', 'welcoming', 'warm')],
  ['Fast', words('fast', 'quick\\w*', 'same day', 'same-day', 'prompt\\w*', 'speedy', 'in an hour', 'efficient\\w*')],
  ['Honest', words('honest\\w*', 'transparent', 'upfront', 'trustworthy', 'integrity', 'no hidden')],
  ['Professional', words('professional\\w*', 'knowledgeable', 'experts?', 'skilled', 'competent')],
  ['Fair pricing', words('fair price', 'fair prices', 'reasonabl\\w*', 'affordabl\\w*', '(?:great|good) value', 'what (?:he|she|they) quoted', 'as quoted')],
  ['Reliable', words('reliab\\w*', 'dependab\\w*', 'consistent\\w*')],
  ['Tidy', words('tidy', 'clean(?:ed)? up', 'spotless', 'neat')],
  ['Thorough', words('thorough\\w*', 'careful\\w*', 'attention to detail', 'meticulous\\w*')],
  ['Clear communication', words('explain\\w*', 'communicat\\w*', 'answered (?:all )?(?:my|our) questions', 'kept (?:me|us) informed')],
  ['Delicious', words('delicious', 'tasty', 'yumm?y', 'scrumptious', 'flavou?r\\w*', 'tasted (?:amazing|great|incredible|wonderful)')],
  ['Fresh', words('fresh\\w*')],
  ['Caring', words('caring', 'compassion\\w*', 'gentle', 'patient with')],
];

/** Counts the matches of a global regex in text. */
export function countMatches(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  return text.match(pattern)?.length ?? 0;
}
