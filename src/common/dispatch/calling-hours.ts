import { parsePhone } from '@common/phone/parse-phone';
import { CALLING_HOURS, SKIP_REASONS } from './schemas';

// Calling hours in the lead's local time (US rules, e.g. the TCPA's 8 am to 9 pm, are the model).
// The lead's IANA `timezone` (an imported CSV column) wins; otherwise the phone number's region,
// when that region has a single time zone. A region with several zones (US, CA, AU, …) or an
// unknown one gives no local time: such a lead is never called, with the reason.

/** Regions whose whole territory keeps one civil time (the common ones; others count as unknown). */
const SINGLE_ZONE: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  EE: 'Europe/Tallinn',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  GR: 'Europe/Athens',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
  RS: 'Europe/Belgrade',
  IS: 'Atlantic/Reykjavik',
  MT: 'Europe/Malta',
  CY: 'Asia/Nicosia',
  IL: 'Asia/Jerusalem',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  IN: 'Asia/Kolkata',
  PK: 'Asia/Karachi',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  HK: 'Asia/Hong_Kong',
  CN: 'Asia/Shanghai',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  ZA: 'Africa/Johannesburg',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  EG: 'Africa/Cairo',
  MA: 'Africa/Casablanca',
  AR: 'America/Argentina/Buenos_Aires',
  CO: 'America/Bogota',
  PE: 'America/Lima',
  VE: 'America/Caracas',
  UY: 'America/Montevideo',
  CR: 'America/Costa_Rica',
  PR: 'America/Puerto_Rico',
  JM: 'America/Jamaica',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
};
/** Regions known to span several time zones: the number alone can't say the callee's local time. */
const SEVERAL_ZONES = new Set(['US', 'CA', 'MX', 'BR', 'RU', 'AU', 'ID', 'KZ', 'CL', 'ES', 'PT', 'NZ', 'CD', 'MN', 'EC', 'KI', 'FM', 'PF']);

export type ZoneOf = { ok: true; timeZone: string } | { ok: false; reason: string };

export function leadTimeZone(lead: { timezone: string | null; phoneE164: string | null }): ZoneOf {
  if (lead.timezone) return { ok: true, timeZone: lead.timezone };
  const region = lead.phoneE164
    ? (() => {
        const p = parsePhone(lead.phoneE164);
        return p.ok ? p.region : null;
      })()
    : null;
  if (region && SINGLE_ZONE[region]) return { ok: true, timeZone: SINGLE_ZONE[region] };
  if (region && SEVERAL_ZONES.has(region)) return { ok: false, reason: SKIP_REASONS.severalZones };
  return { ok: false, reason: SKIP_REASONS.unknownZone };
}

// Building an Intl formatter costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  return f;
};

/** Minutes past local midnight at `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return h * 60 + m;
}

/**
 * Whether `at` is inside calling hours in `timeZone`, and if not, when the window opens next
 * (to the minute; a daylight-saving change that night can shift it by an hour, which only makes
 * the job look again an hour early or late: it re-checks before dialling).
 */
export function callingWindow(at: Date, timeZone: string): { open: true } | { open: false; opensAt: Date } {
  const t = localMinutes(at, timeZone);
  const start = CALLING_HOURS.startHour * 60;
  const end = CALLING_HOURS.endHour * 60;
  if (t >= start && t < end) return { open: true };
  const wait = t < start ? start - t : 24 * 60 - t + start;
  const opensAt = new Date(at.getTime() + wait * 60_000);
  opensAt.setUTCSeconds(0, 0);
  return { open: false, opensAt };
}
