// The calling rules by where the callee is: ONE data file, each rule with its legal source quoted.
// A rule is added only with its source, found through search and quoted as found; `primary` says
// whether the quote is the law's own text (a statute, an enacted bill, a legislature's page) or a
// secondary source (a news or law-firm summary) because the primary text was not retrievable.
// See docs/decisions/2026-11-24-lawful-calling.md and 2026-11-24b-25-lawful.md.
// The dispatch decision (classify-lead.ts) applies every rule that covers the callee: the federal
// rule always, a state's rule when the callee's state is known (state column, ZIP column or the
// number's area code: FL, OK and MD presume a call to one of their area codes reaches a resident).
// Some states also forbid calls on their legal holidays: `noCallsOn` names the calendar (holidays.ts).

import type { HolidayCalendarId } from './holidays';

export interface CallingRule {
  id: string;
  /** 'US' applies to every US callee (and to callees whose state is unknown); else a state code. */
  appliesTo: string;
  /**
   * Callee-local calling window: from startMinute (inclusive) to endMinute (exclusive), minutes
   * past midnight; `days` the local days of the week it is open (0 Sunday … 6 Saturday), all when absent.
   */
  window: { startMinute: number; endMinute: number; days?: readonly number[] };
  /** No calls on the holidays of this calendar (callee-local date). */
  noCallsOn?: HolidayCalendarId;
  /** At most this many calls to one number within 24 hours for the same campaign (subject matter). */
  maxCallsPer24h: number | null;
  /** Short label the preview shows. */
  label: string;
  /** The law, quoted; `secondary` says what could not be verified in the primary text. */
  source: {
    citation: string;
    quote: string;
    url: string;
    primary: boolean;
    secondary?: { quote: string; url: string };
  };
}

const h = (hour: number) => hour * 60;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const MON_SAT = [1, 2, 3, 4, 5, 6] as const;

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
      primary: true,
    },
  },
  {
    id: 'fl-ftsa',
    appliesTo: 'FL',
    window: { startMinute: h(8), endMinute: h(20) },
    maxCallsPer24h: 3,
    label: 'Florida 8:00–20:00, 3 calls a day',
    source: {
      citation: 'Fla. Stat. § 501.616(6)(a)–(b), as amended by CS/SB 1120 (2021), Laws of Fla. ch. 2021-185',
      // The Florida Senate's text of the amendment to 501.616(6) (floor amendment 826808 to CS/SB
      // 1120; the filed bill has the same words). In this plain-text copy struck and inserted words
      // both appear: "8 9 p.m." is 8 inserted, 9 struck; "in at … time zone location" is the
      // callee's local time either way. Paragraph (b) is new text, quoted whole.
      quote:
        '501.616 Unlawful acts and practices.— (6) A commercial telephone seller or salesperson may not make any of the following types of phone calls, including calls made through automated dialing or recorded messages: (a) A commercial telephone solicitation phone call before 8 a.m. or after 8 9 p.m. local time in at the called person’s time zone location. (b) More than three commercial telephone solicitation phone calls from any number to a person over a 24-hour period on the same subject matter or issue, regardless of the phone number used to make the call.',
      url: 'https://flsenate.gov/Session/Bill/2021/1120/Amendment/826808/HTML',
      primary: true,
    },
  },
  {
    id: 'ok-otsa',
    appliesTo: 'OK',
    window: { startMinute: h(8), endMinute: h(20) },
    maxCallsPer24h: 3,
    label: 'Oklahoma 8:00–20:00, 3 calls a day',
    source: {
      citation: 'Telephone Solicitation Act of 2022 (Enrolled HB 3168), 15 O.S. § 775C.4 (in force 1 November 2022)',
      // Primary, but only the enrolled act's title was retrievable: it says there is a time frame
      // and a call limit, not which. The section text of 775C.4 itself was not found; the hours
      // and the cap below are the secondary source's words.
      quote:
        'ENROLLED HOUSE BILL NO. 3168 … An Act relating to telephone solicitation; creating the Telephone Solicitation Act of 2022; … providing the time frame during which a commercial telephone seller or salesperson may make commercial solicitation phone calls; prohibiting commercial telephone sellers or salespersons from making a specified number of commercial telephone solicitation phone calls to a person over a specified time frame; …',
      url: 'https://app.legiplex.com/ok/legislature/2022/2022-r/bills/hb3168/drafts-latest',
      primary: true,
      secondary: {
        // The Oklahoma State Senate's release on HB 3168, as KFOR reported it.
        quote:
          'The bill prohibits the following types of solicitation calls: … Sales calls before 8 a.m. and after 8 p.m.; More than three sales calls within a 24-hour period on the same matter',
        url: 'https://kfor.com/news/oklahoma-legislature/oklahoma-state-senate-votes-to-prohibit-certain-solicitation-calls/',
      },
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
        'Stop the Spam Calls Act of 2023 (SB 90, Chapter 413), Md. Code, Com. Law § 14-4501 et seq. (in force 1 January 2024)',
      // Primary, but only the General Assembly's synopsis was retrievable; the text of § 14-4501
      // (definitions) and § 14-4502(a) (consent) was found, the subsection with the hours and the
      // cap was not. The hours and the cap below are the secondary source's words.
      quote:
        'Prohibiting a person from making certain telephone solicitations to a certain called party in a certain manner by restricting the methods, times, and identifying information that the person making the call may utilize',
      url: 'https://mgaleg.maryland.gov/mgawebsite/Legislation/Details/SB0090?ys=2023RS',
      primary: true,
      secondary: {
        quote:
          'Restricting calling hours to between 8:00am and 8:00pm in the called party’s time zone … A limit of three calls or text messages per 24 hours about the same subject to the same called party',
        url: 'https://www.dnc.com/index.php/news/maryland-governor-signs-stop-spam-calls-act-2023-law',
      },
    },
  },
  {
    id: 'sd-automated',
    appliesTo: 'SD',
    // An AI agent dialling a list is treated as an automated telephone dialing system: the strict reading.
    window: { startMinute: h(9), endMinute: h(21), days: WEEKDAYS },
    maxCallsPer24h: null,
    label: 'South Dakota weekdays 9:00–21:00',
    source: {
      citation: 'S.D. Codified Laws § 37-30-28',
      quote:
        'No person may use an automated telephone dialing system to make a telephone solicitation to any telephone number in the state except weekdays between 9 a.m. and 9 p.m., according to the time in this state.',
      url: 'http://legis.state.sd.us/statutes/DisplayStatute.aspx?Type=Statute&Statute=37-30-28',
      primary: true,
    },
  },
  {
    id: 'ut-solicitation',
    appliesTo: 'UT',
    window: { startMinute: h(8), endMinute: h(21), days: MON_SAT },
    noCallsOn: 'UT',
    maxCallsPer24h: null,
    label: 'Utah 8:00–21:00, not Sundays or legal holidays',
    source: {
      citation: 'Utah Code § 13-25a-103(3)',
      // The statute's text, from a publisher's copy of the Code (current as of 1 January 2025).
      quote:
        'A person may not make a telephone solicitation to a residential telephone or cellular telephone without prior express consent during any of the following times: (a) between the hours of 9 p.m. and 8 a.m. local time; (b) on a Sunday; or (c) on a legal holiday.',
      url: 'https://codes.findlaw.com/ut/title-13-commerce-and-trade/ut-code-sect-13-25a-103/',
      primary: true,
    },
  },
  {
    id: 'ri-telephone-sales',
    appliesTo: 'RI',
    // The statute also allows Saturdays 10:00–17:00; one window per rule, so the weekday one
    // (stricter: no Saturday calls) is kept.
    window: { startMinute: h(9), endMinute: h(18), days: WEEKDAYS },
    noCallsOn: 'RI',
    maxCallsPer24h: null,
    label: 'Rhode Island weekdays 9:00–18:00, not on state or federal holidays',
    source: {
      citation: 'R.I. Gen. Laws § 5-61-3.6(a), with § 5-61-2 ("Hours of operation")',
      quote:
        'No salesperson or telephonic seller shall make or cause to be made any unsolicited telephonic sales calls to any residential, mobile or telephonic paging device telephone number except during hours of operation, as defined in § 5-61-2(9).',
      url: 'http://webserver.rilin.state.ri.us/Statutes/TITLE5/5-61/5-61-3.6.HTM',
      primary: true,
      secondary: {
        // The definition's text, from a publisher's copy: the legislature's own page for § 5-61-2
        // was not retrievable.
        quote:
          '“Hours of operation” means Monday through Friday, except a state or federal holiday, nine o’clock (9:00 a.m.) to six o’clock (6:00 p.m.); Saturday ten o’clock (10:00 a.m.) to five o’clock (5:00 p.m.).',
        url: 'https://instalawyer.io/laws/rhode-island-general-laws/section-5-61-2-definitions',
      },
    },
  },
  {
    id: 'la-adad',
    appliesTo: 'LA',
    // Like South Dakota's: an AI agent dialling a list is read as automatic dialing equipment.
    window: { startMinute: h(8), endMinute: h(20), days: MON_SAT },
    noCallsOn: 'LA',
    maxCallsPer24h: null,
    label: 'Louisiana 8:00–20:00 Mon–Sat, not on state holidays',
    source: {
      citation: 'La. R.S. 45:811(2)–(3)',
      // The statute's text, from a publisher's copy (the legislature's page was not retrievable).
      quote:
        'It shall be unlawful for any person to use … ADAD equipment or to use a live operator to make calls for the purpose of advertising or offering for sale … any goods, services, or property … when: … (2) Such use is other than between the hours of 8:00 a.m. and 8:00 p.m., Monday through Saturday. (3) Such use is on days declared to be a state holiday, or Sundays.',
      url: 'https://lawserver.com/?p=30183792',
      primary: true,
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

/** The stricter of several rules: the latest start, the earliest end, the days all allow, the lowest call cap. */
export function combineRules(rules: CallingRule[]): {
  startMinute: number;
  endMinute: number;
  days?: readonly number[];
  maxCallsPer24h: number | null;
  labels: string[];
  /** Holiday calendars whose days are closed (empty: none). */
  holidays: HolidayCalendarId[];
} {
  let startMinute = 0;
  let endMinute = 24 * 60;
  let days: readonly number[] | undefined;
  let maxCallsPer24h: number | null = null;
  const holidays: HolidayCalendarId[] = [];
  for (const r of rules) {
    if (r.noCallsOn && !holidays.includes(r.noCallsOn)) holidays.push(r.noCallsOn);
    startMinute = Math.max(startMinute, r.window.startMinute);
    endMinute = Math.min(endMinute, r.window.endMinute);
    const rd = r.window.days;
    if (rd) days = days ? days.filter((d) => rd.includes(d)) : rd;
    if (r.maxCallsPer24h !== null)
      maxCallsPer24h = maxCallsPer24h === null ? r.maxCallsPer24h : Math.min(maxCallsPer24h, r.maxCallsPer24h);
  }
  return {
    startMinute,
    endMinute,
    ...(days ? { days } : {}),
    maxCallsPer24h,
    labels: rules.map((r) => r.label),
    holidays,
  };
}
