import type { TGptAnalysis } from '@common/enrichment/schemas';

// The Sandbox's business analysis: without an LLM key, the analysis is written by rules from what
// the website analysis derived from the page text (or, without a usable site, from the CSV
// fields). Deterministic: the same input always gives the same analysis.

export interface BusinessFacts {
  companyName: string;
  contactName: string;
  industry: string;
  website: string;
  /** From analyzeWebsite; empty strings when there is no usable site. */
  specialties: string;
  tone: string;
  services: string;
  customers: string;
  praise: string;
  /** Readable page text (first pages), possibly empty. */
  pageText: string;
}

export interface BusinessAnalysis extends TGptAnalysis {
  industry: string;
  keyPoints: string[];
}

const INDUSTRY_WORDS: [label: string, pattern: RegExp][] = [
  ['Dental', /\b(dentist|dental|orthodont\w*|teeth)\b/i],
  ['Plumbing', /\b(plumb\w*|drain|water heater|leak)\b/i],
  ['HVAC', /\b(hvac|heating|air condition\w*|furnace)\b/i],
  ['Roofing', /\b(roof\w*|gutter)\b/i],
  ['Restaurant', /\b(restaurant|menu|dining|cafe|bistro|kitchen)\b/i],
  ['Real Estate', /\b(real estate|realtor|homes for sale|property listings?)\b/i],
  ['Legal', /\b(law firm|attorney|lawyer|legal)\b/i],
  ['Fitness', /\b(gym|fitness|personal train\w*|yoga|pilates)\b/i],
  ['Salon & Spa', /\b(salon|spa|hair|nails|massage)\b/i],
  ['Automotive', /\b(auto repair|mechanic|car service|tires?|collision)\b/i],
  ['Landscaping', /\b(landscap\w*|lawn|garden\w*)\b/i],
  ['Cleaning', /\b(cleaning|maid|janitorial)\b/i],
  ['Medical', /\b(clinic|medical|doctor|physician|patients?)\b/i],
  ['Accounting', /\b(accounting|bookkeeping|tax preparation|cpa)\b/i],
  ['Hospitality', /\b(hotel|resort|inn|guest rooms?|bed and breakfast)\b/i],
];

const list = (s: string, max: number) =>
  s
    .split(/\s*[,;\n]\s*/)
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, max);

export function guessIndustry(
  f: Pick<BusinessFacts, 'industry' | 'companyName' | 'specialties' | 'services' | 'pageText'>,
): string {
  if (f.industry.trim()) return f.industry.trim();
  const text = [f.companyName, f.specialties, f.services, f.pageText.slice(0, 5000)].join(' ');
  let best = '';
  let bestCount = 0;
  for (const [label, pattern] of INDUSTRY_WORDS) {
    const n = (text.match(new RegExp(pattern.source, 'gi')) ?? []).length;
    if (n > bestCount) [best, bestCount] = [label, n];
  }
  return best || 'Local business';
}

/** The first sentence of the page text that reads like a description (not a menu or a heading). */
function describingSentence(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/);
  return sentences.find((s) => s.length >= 40 && s.length <= 280 && /\b(we|our|is|are)\b/i.test(s)) ?? '';
}

export function sandboxAnalysis(f: BusinessFacts): BusinessAnalysis {
  const industry = guessIndustry(f);
  const company = f.companyName || 'This business';
  const services = list(f.services, 6);
  const customers = f.customers || `People looking for a trusted ${industry.toLowerCase()} provider`;
  const sentence = describingSentence(f.pageText);
  const description = [
    `${company} is a ${industry.toLowerCase()} business${f.specialties ? ` specialising in ${f.specialties}` : ''}.`,
    sentence,
  ]
    .filter(Boolean)
    .join(' ');
  const painPoints = [
    'Calls missed while the team is busy with customers',
    'After-hours enquiries that go unanswered until the next day',
    services.length
      ? `Keeping up with demand for ${services[0].toLowerCase()}`
      : 'Following up quickly with every new enquiry',
  ];
  const style = f.tone || 'Professional and friendly';
  const greeting = f.contactName ? `Hi ${f.contactName.split(' ')[0]}` : 'Hi there';
  const callScript = [
    `${greeting}, this is a quick call about ${company}.`,
    services.length
      ? `I saw you offer ${services.slice(0, 2).join(' and ').toLowerCase()}.`
      : `I work with ${industry.toLowerCase()} businesses like yours.`,
    'We set up AI voice agents that answer every call, book appointments and follow up, day and night.',
    'Would a short call this week to see how it would sound for your customers be useful?',
  ].join(' ');
  const keyPoints = [
    f.specialties && `Specialises in ${f.specialties}`,
    f.customers && `Serves ${f.customers}`,
    f.praise && `Customers praise: ${f.praise}`,
    f.tone && `Brand tone: ${f.tone}`,
  ].filter((x): x is string => Boolean(x));
  return {
    businessDescription: description,
    keyServices: services,
    targetAudience: customers,
    painPoints,
    communicationStyle: style,
    callScript,
    industry,
    keyPoints,
  };
}
