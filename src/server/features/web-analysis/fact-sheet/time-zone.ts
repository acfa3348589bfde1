// The time zone of a business's hours: as the site states it next to them ("9–5 EST"), else as its
// address implies it, only where that is unambiguous: a country on one zone, or a US state wholly
// in one zone (Florida, Texas, Tennessee and others span two and give none).

const STATED: Array<[RegExp, string]> = [
  [/\b(?:E[SD]T|ET|Eastern(?:\s+(?:standard\s+)?time))\b/, 'America/New_York'],
  [/\b(?:C[SD]T|CT|Central(?:\s+(?:standard\s+)?time))\b/, 'America/Chicago'],
  [/\b(?:M[SD]T|MT|Mountain(?:\s+(?:standard\s+)?time))\b/, 'America/Denver'],
  [/\b(?:P[SD]T|PT|Pacific(?:\s+(?:standard\s+)?time))\b/, 'America/Los_Angeles'],
  [/\b(?:GMT|BST|UK\s+time)\b/, 'Europe/London'],
  [/\bAE[SD]T\b/, 'Australia/Sydney'],
  [/\bNZ[SD]T\b/, 'Pacific/Auckland'],
];

export function statedTimeZone(text: string): string | null {
  for (const [re, zone] of STATED) if (re.test(text)) return zone;
  return null;
}

const COUNTRY: Record<string, string> = {
  GB: 'Europe/London',
  UK: 'Europe/London',
  'UNITED KINGDOM': 'Europe/London',
  ENGLAND: 'Europe/London',
  SCOTLAND: 'Europe/London',
  WALES: 'Europe/London',
  IE: 'Europe/Dublin',
  IRELAND: 'Europe/Dublin',
  NZ: 'Pacific/Auckland',
  'NEW ZEALAND': 'Pacific/Auckland',
  IN: 'Asia/Kolkata',
  INDIA: 'Asia/Kolkata',
  NG: 'Africa/Lagos',
  NIGERIA: 'Africa/Lagos',
  ZA: 'Africa/Johannesburg',
  SG: 'Asia/Singapore',
  PK: 'Asia/Karachi',
  PH: 'Asia/Manila',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  IT: 'Europe/Rome',
};

const US_STATE: Record<string, string> = {
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  HI: 'Pacific/Honolulu',
  CO: 'America/Denver',
  UT: 'America/Denver',
  NM: 'America/Denver',
  MT: 'America/Denver',
  WY: 'America/Denver',
  ...Object.fromEntries(
    ['IL', 'WI', 'MN', 'IA', 'MO', 'AR', 'LA', 'MS', 'AL', 'OK'].map((s) => [s, 'America/Chicago']),
  ),
  ...Object.fromEntries(
    ['NY', 'NJ', 'PA', 'MA', 'CT', 'RI', 'VT', 'NH', 'ME', 'DE', 'MD', 'VA', 'WV', 'NC', 'SC', 'GA', 'OH', 'DC'].map(
      (s) => [s, 'America/New_York'],
    ),
  ),
};

/** UK postcodes ("SW1A 1AA", "EH1 2NG"). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/;
/** "Phoenix, AZ 85004" → AZ. */
const US_STATE_ZIP = /,\s*([A-Z]{2})\.?\s+\d{5}(?:-\d{4})?\b/;

/** The zone an address implies, or null when it does not say or spans zones. */
export function addressTimeZone(address: string, country?: string): string | null {
  const c = country?.trim().toUpperCase();
  if (c && COUNTRY[c]) return COUNTRY[c];
  if (c && c !== 'US' && c !== 'USA' && c !== 'UNITED STATES') return null;
  const state = US_STATE_ZIP.exec(address)?.[1];
  if (state) return US_STATE[state] ?? null;
  if (!c && UK_POSTCODE.test(address)) return 'Europe/London';
  return null;
}
