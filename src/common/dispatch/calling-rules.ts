// The calling rules by where the callee is: ONE data file, each rule with its legal source quoted.
// A rule is added only with its source (verified text, docs/decisions/2026-11-24-lawful-calling.md).
// The dispatch decision (dial-decision.ts) applies every rule that covers the callee: the federal
// rule always, a state's rule when the callee's state is known (state column, ZIP column or the
// number's area code: FL, OK and MD presume a caller to one of their area codes calls a resident).

export interface CallingRule {
  id: string;
  /** 'US' applies to every US callee (and to callees whose state is unknown); else a state code. */
  appliesTo: string;
  /** Callee-local calling window: from startMinute (inclusive) to endMinute (exclusive), minutes past midnight. */
  window: { startMinute: number; endMinute: number };
  /** At most this many calls to one number within 24 hours for the same campaign (subject matter). */
  maxCallsPer24h: number | null;
  /** Short label the preview shows. */
  label: string;
  /** The law, quoted. */
  source: { citation: string; quote: string; url: string };
}

const h = (hour: number) => hour * 60;

export const CALLING_RULES: readonly CallingRule[] = [
  {
    id: 'us-federal',
    appliesTo: 'US',
    window: { startMinute: h(8), endMinute: h(21) },
    maxCallsPer24h: null,
    label: 'Federal 8:00–21:00',
    source: {
      citation: '47 CFR § 64.1200(c)(1)',
      quote:
        'No person or entity shall initiate any telephone solicitation to … any residential telephone subscriber before the hour of 8 a.m. or after 9 p.m. (local time at the called party’s location)',
      url: 'https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-64/subpart-L/section-64.1200',
    },
  },
  {
    id: 'fl-ftsa',
    appliesTo: 'FL',
    window: { startMinute: h(8), endMinute: h(20) },
    maxCallsPer24h: 3,
    label: 'Florida 8:00–20:00, 3 calls a day',
    source: {
      citation: 'Fla. Stat. § 501.616(6)(a)–(b) (2021 amendments, SB 1120); Fla. Stat. § 501.059',
      quote:
        'A commercial telephone seller or salesperson may not make … (a) A commercial telephone solicitation phone call before 8 a.m. or after 8 p.m. local time in the called person’s time zone. (b) More than three commercial telephone solicitation phone calls from any number to a person over a 24-hour period on the same subject matter or issue',
      url: 'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0500-0599/0501/Sections/0501.616.html',
    },
  },
  {
    id: 'ok-otsa',
    appliesTo: 'OK',
    window: { startMinute: h(8), endMinute: h(20) },
    maxCallsPer24h: 3,
    label: 'Oklahoma 8:00–20:00, 3 calls a day',
    source: {
      citation: 'Telephone Solicitation Act of 2022, 15 O.S. § 775C.1 et seq. (in force 1 November 2022)',
      quote:
        // The statute's own section text was not retrievable here; this is the provision as two law-firm summaries give it.
        'Lerman Senter PLLC: “A prohibition against marketing telecommunications to Oklahoma consumers before 8:00 a.m. or after 8:00 p.m. local time … Capping commercial telephone solicitations to no more than three calls per 24-hour period on the same subject matter or issue, from any number to consumers physically present in Oklahoma.”',
      url: 'https://www.nolo.com/legal-encyclopedia/oklahoma-restrictions-on-telemarketers.html',
    },
  },
  {
    id: 'md-spam-calls',
    appliesTo: 'MD',
    window: { startMinute: h(8), endMinute: h(20) },
    maxCallsPer24h: 3,
    label: 'Maryland 8:00–20:00, 3 calls a day',
    source: {
      citation:
        'Stop the Spam Calls Act of 2023 (SB 90), Md. Code, Com. Law § 14-4501 et seq. (in force 1 January 2024)',
      quote:
        // As DNC.com's summary of the enacted law gives it (the section text retrieved here stops before subsection (b)).
        'DNC.com: “Restricting calling hours to between 8:00am and 8:00pm in the called party’s time zone … A limit of three calls or text messages per 24 hours about the same subject to the same called party”',
      url: 'https://www.dnc.com/index.php/news/maryland-governor-signs-stop-spam-calls-act-2023-law',
    },
  },
];

/** The rules covering a callee: the federal one for every US callee, plus the callee's state's. */
export function rulesFor(
  country: string | null,
  states: readonly string[],
  rules: readonly CallingRule[] = CALLING_RULES,
): CallingRule[] {
  if (country !== 'US') return rules.filter((r) => r.appliesTo === 'US'); // the house default elsewhere: the federal hours
  return rules.filter((r) => r.appliesTo === 'US' || states.includes(r.appliesTo));
}

/** The stricter of several rules: the latest start, the earliest end, the lowest call cap. */
export function combineRules(rules: CallingRule[]): {
  startMinute: number;
  endMinute: number;
  maxCallsPer24h: number | null;
  labels: string[];
} {
  let startMinute = 0;
  let endMinute = 24 * 60;
  let maxCallsPer24h: number | null = null;
  for (const r of rules) {
    startMinute = Math.max(startMinute, r.window.startMinute);
    endMinute = Math.min(endMinute, r.window.endMinute);
    if (r.maxCallsPer24h !== null)
      maxCallsPer24h = maxCallsPer24h === null ? r.maxCallsPer24h : Math.min(maxCallsPer24h, r.maxCallsPer24h);
  }
  return { startMinute, endMinute, maxCallsPer24h, labels: rules.map((r) => r.label) };
}
