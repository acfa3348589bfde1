import { HOMETOWNS, INDUSTRIES } from '@common/wizard/options';

// How each wizard choice should sound on a call. A bare label ("Quirky") gives a voice model
// little to act on; a short description of the behaviour does.

const ENERGY: Record<string, string> = {
  friendly: 'friendly (warm, upbeat and easy to talk to)',
  calm: 'calm (unhurried, steady and reassuring)',
  'high-energy': 'high-energy (lively and quick, yet still a good listener)',
  direct: 'direct (clear, brief and to the point)',
  playful: 'playful (light-hearted, with a smile in your voice)',
  empathetic: 'empathetic (attentive, patient and genuinely interested in their challenges)',
  // The admin prompt editor's default (spec part 2 §9); not a wizard option.
  professional: 'professional (polished, courteous and businesslike)',
};

const TONE: Record<string, string> = {
  serious: 'Serious (measured and businesslike)',
  warm: 'Warm (kind and personable)',
  confident: 'Confident (self-assured, never arrogant)',
  quirky: 'Quirky (a touch of unexpected humour)',
  analytical: 'Analytical (precise, backs claims with specifics)',
  persuasive: 'Persuasive (makes a clear case for yourself)',
  enthusiastic: 'Enthusiastic (genuinely excited about the role)',
  trustworthy: 'Trustworthy (honest, never overpromises)',
};

// Keyed by the wizard's hometown values; a light touch of each place's speech.
const DIALECT: Record<string, string> = {
  'New York, NY': 'a quick, direct New York cadence',
  'Philadelphia, PA': 'a down-to-earth Philly manner and the odd local expression',
  'Boston, MA': 'a light Boston accent and plain-spoken New England directness',
  'Los Angeles, CA': 'an easy-going Southern California manner',
  'San Diego, CA': 'a relaxed, sunny San Diego manner',
  'San Francisco, CA': 'a thoughtful, tech-savvy Bay Area manner',
  'Seattle, WA': 'a mellow, polite Pacific Northwest manner',
  'Chicago, IL': 'friendly Midwestern warmth and a light Chicago accent',
  'Houston, TX': 'an easy Texan warmth and the occasional "y\'all"',
  'San Antonio, TX': 'a relaxed South Texas warmth',
  'Dallas, TX': 'a confident, friendly Texan manner',
  'Miami, FL': 'an energetic Miami manner with a hint of bilingual flair',
  'Atlanta, GA': 'a gracious Southern warmth and unhurried pace',
  'Phoenix, AZ': 'a relaxed, sunny Southwestern manner',
  'London, UK': 'British English vocabulary and a light London accent',
  'Paris, France': 'English with a light French accent and the occasional French word',
  'Toronto, Canada': 'Canadian English and a polite, easy-going manner',
  'Sydney, Australia': 'Australian English and its relaxed, friendly expressions',
  'Tokyo, Japan': 'clear, polite English with a light Japanese accent',
};

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

export function describeEnergy(style: string): string {
  const s = clean(style);
  return ENERGY[s.toLowerCase()] ?? s;
}

export function describeTones(tones: readonly string[]): string {
  return tones
    .map(clean)
    .filter(Boolean)
    .map((t) => TONE[t.toLowerCase()] ?? t)
    .join(', ');
}

/** 'surprise' and 'neutral' both leave gender open, so the prompt can't contradict the chosen voice. */
export function describeGender(gender: string): string {
  const g = clean(gender).toLowerCase();
  return g === 'male' || g === 'female' ? g : 'gender-neutral';
}

export function describeAge(age: string): string {
  const a = clean(age);
  return /^\d0s$/.test(a) ? `in your ${a}` : a;
}

export function industryLabel(industry: string, industryCustom = ''): string {
  const i = clean(industry);
  if (i === 'custom') return clean(industryCustom) || 'Other';
  return INDUSTRIES.find((x) => x.value === i)?.label ?? i;
}

export function hometownSection(hometown: string): string {
  const h = clean(hometown);
  if (!h) return '';
  const region = HOMETOWNS.find((x) => x.value === h)?.region;
  const cue = DIALECT[h] ?? 'a light touch of the way people speak there';
  return `You're from ${h}${region ? ` (${region})` : ''}: speak with ${cue}. Keep it natural, never a caricature, and mention your hometown only if it fits the conversation.`;
}

export function backstorySection(backstory: string): string {
  const b = backstory.trim();
  return b ? `Your backstory (draw on it when asked about yourself): ${b}` : '';
}

/** A speakable business name from a website address: "bright-smile-dental.com" → "Bright Smile Dental". */
export function companyFromWebsite(website: string): string {
  const w = website.trim();
  if (!w) return '';
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(w) ? w : `https://${w}`).hostname.replace(/^www\./, '');
    const label = host.split('.')[0] ?? '';
    if (!label || /^\d+$/.test(label)) return '';
    return label
      .split(/[-_]+/)
      .filter(Boolean)
      .map((p) => p[0].toUpperCase() + p.slice(1))
      .join(' ');
  } catch {
    return '';
  }
}
