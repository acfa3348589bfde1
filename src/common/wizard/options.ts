// The wizard's option lists and defaults (spec part 1 §3), shared by the form and the server.

export const INDUSTRIES = [
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'retail', label: 'Retail' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'custom', label: 'Other (specify)' },
] as const;

export const GENDERS = [
  { value: 'male', label: 'Male', badge: 'M' },
  { value: 'female', label: 'Female', badge: 'F' },
  { value: 'neutral', label: 'Neutral', badge: 'N' },
  { value: 'surprise', label: 'Surprise me', badge: 'N' },
] as const;

export const AGES = [
  { value: '20s', label: '20s' },
  { value: '40s', label: '40s' },
  { value: '60s', label: '60s' },
] as const;

export const ENERGY_STYLES = [
  { value: 'friendly', label: 'Friendly' },
  { value: 'calm', label: 'Calm' },
  { value: 'high-energy', label: 'High-Energy' },
  { value: 'direct', label: 'Direct' },
  { value: 'playful', label: 'Playful' },
  { value: 'empathetic', label: 'Empathetic' },
] as const;

export const TONE_BOOSTERS = [
  'Serious',
  'Warm',
  'Confident',
  'Quirky',
  'Analytical',
  'Persuasive',
  'Enthusiastic',
  'Trustworthy',
] as const;
export const MAX_TONE_BOOSTERS = 3;

export const HOMETOWNS = [
  { value: 'New York, NY', region: 'Northeast US' },
  { value: 'Philadelphia, PA', region: 'Northeast US' },
  { value: 'Boston, MA', region: 'Northeast US' },
  { value: 'Los Angeles, CA', region: 'West Coast US' },
  { value: 'San Diego, CA', region: 'West Coast US' },
  { value: 'San Francisco, CA', region: 'West Coast US' },
  { value: 'Seattle, WA', region: 'West Coast US' },
  { value: 'Chicago, IL', region: 'Midwest US' },
  { value: 'Houston, TX', region: 'Southern US' },
  { value: 'San Antonio, TX', region: 'Southern US' },
  { value: 'Dallas, TX', region: 'Southern US' },
  { value: 'Miami, FL', region: 'Southern US' },
  { value: 'Atlanta, GA', region: 'Southern US' },
  { value: 'Phoenix, AZ', region: 'Southwest US' },
  { value: 'London, UK', region: 'Europe' },
  { value: 'Paris, France', region: 'Europe' },
  { value: 'Toronto, Canada', region: 'Canada' },
  { value: 'Sydney, Australia', region: 'Australia' },
  { value: 'Tokyo, Japan', region: 'Asia' },
] as const;

/** Applied when sending (spec §5 "Defaults applied when sending"). The tone booster default is lower-case in the spec. */
export const SEND_DEFAULTS = {
  industry: 'technology',
  gender: 'female',
  age: '20s',
  energyStyle: 'friendly',
  toneBooster: ['analytical'],
  hometown: 'Chicago, IL',
} as const;

export const WIZARD_STEPS = ['Basics', 'Personality', 'Details', 'Preview', 'Launch'] as const;
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** Recorded with each trial call: what the visitor agreed to when pressing Spin Up Agent. */
export const CALL_CONSENT_TEXT =
  'By clicking Spin Up Agent you agree to receive an automated call from an AI agent at this number.';

/** Voice providers advise keeping a call's instructions under this many characters. */
export const MAX_PROMPT_CHARS = 2000;
