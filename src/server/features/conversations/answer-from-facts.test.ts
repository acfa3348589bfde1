import { describe, expect, it } from 'vitest';
import type { TFactSheet } from '@common/fact-sheet/schemas';
import { answerFromFacts, type FactAnswer } from './answer-from-facts';
import { factsOf, ownerRows, sheetRows, spokenHours } from './fact-rows';
import type { FactRow } from './knowledge-facts.repo';

// The Sandoval HVAC fact sheet as the reader makes it (read-fact-sheet.test.ts), kept as rows and
// answered from, then the owner's edits over it.

const HOME = 'https://sandovalair.example/';
const CONTACT = 'https://sandovalair.example/contact';
const text = (url: string, t: string) => ({ url, text: t, from: 'page text' as const });
const SHEET: TFactSheet = {
  name: null,
  hours: {
    week: [
      ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
        day,
        opens: '07:00',
        closes: '18:00',
      })),
      { day: 'saturday', opens: '08:00', closes: '14:00' },
    ],
    closed: [],
    timeZone: 'America/Phoenix',
    open24h7: false,
    emergency24h7: true,
    text: 'Office Hours · Mon–Fri 7am–6pm · Sat 8am–2pm · Emergency service 24/7',
    source: text(CONTACT, 'Office Hours · Mon–Fri 7am–6pm · Sat 8am–2pm · Emergency service 24/7'),
  },
  area: {
    places: ['Phoenix', 'Glendale', 'Peoria', 'Scottsdale', 'Tempe', 'Mesa', 'Chandler'],
    radius: null,
    text: 'Service Area · Phoenix · Glendale · Peoria · Scottsdale · Tempe · Mesa · Chandler',
    source: text(HOME, 'Service Area · Phoenix · Glendale · Peoria · Scottsdale · Tempe · Mesa · Chandler'),
  },
  priceRange: null,
  offers: [
    {
      text: 'Summer Tune-Up Special: $79 (reg. $129)',
      amount: { value: 79, currency: 'USD' },
      source: text(HOME, 'Summer Tune-Up Special: $79 (reg. $129)'),
    },
  ],
  services: ['AC Repair', 'Furnace Installation', 'Duct Cleaning'].map((value) => ({
    value,
    source: text(HOME, 'Air conditioning repair, furnace installation and duct cleaning for Valley homes.'),
  })),
  phones: [{ value: '+16025550134', source: text(HOME, '(602) 555-0134') }],
  emails: [{ value: 'office@sandovalair.example', source: text(HOME, 'office@sandovalair.example') }],
  addresses: [{ value: '2150 W Camelback Rd, Phoenix, AZ 85015', source: text(CONTACT, '2150 W Camelback Rd') }],
  owner: { value: 'Marisol Sandoval', source: text(`${HOME}about`, 'Today his daughter Marisol Sandoval runs it.') },
  founded: { value: '1987', source: text(`${HOME}about`, 'Ernesto Sandoval founded the company in 1987.') },
};

const stored = (origin: 'site' | 'owner', rows: ReturnType<typeof sheetRows>): FactRow[] =>
  rows.map((r) => ({ ...r, origin, siteUrl: origin === 'site' ? 'sandovalair.example/' : null, readAt: null }));
const siteRows = stored('site', sheetRows(SHEET));
const answer = (q: string, rows = siteRows) => answerFromFacts(factsOf(rows), q) as FactAnswer | null;

describe('answerFromFacts: what callers ask most, from the fact sheet', () => {
  it('answers the hours, spoken by day, with the 24/7 emergencies, the zone and the contact page as source', () => {
    const a = answer('What are your hours?');
    expect(a?.answer).toBe(
      'Our hours are Monday to Friday 7am to 6pm, Saturday 8am to 2pm; emergency service 24/7 (America/Phoenix time).',
    );
    expect(a?.kinds).toEqual(['hours']);
    expect(a?.source).toEqual(SHEET.hours!.source);
    expect(answer('Are you open on Saturday?')?.kinds).toEqual(['hours']);
    expect(answer('When do you close today?')?.kinds).toEqual(['hours']);
  });

  it('answers the area, and says yes to a place it serves', () => {
    expect(answer('Which areas do you serve?')?.answer).toBe(
      'Our service area: Phoenix, Glendale, Peoria, Scottsdale, Tempe, Mesa, Chandler.',
    );
    expect(answer('Do you serve Tempe?')?.answer).toMatch(/^Yes, we serve Tempe\. Our service area: Phoenix/);
    // A place not listed is not agreed to: the area is said as it is.
    expect(answer('Do you cover Tucson?')?.answer).toBe(
      'Our service area: Phoenix, Glendale, Peoria, Scottsdale, Tempe, Mesa, Chandler.',
    );
  });

  it('answers a price asked for exactly as stated, and leaves a price it does not list to the passages', () => {
    expect(answer('How much is a tune-up?')?.answer).toBe('Summer Tune-Up Special: $79 (reg. $129).');
    expect(answer('What are your prices?')?.answer).toBe('Summer Tune-Up Special: $79 (reg. $129).');
    expect(answer('How much does a new roof cost?')).toBeNull();
    expect(answer('How much is a furnace tune-up?')).toBeNull();
    // A claim about something the sheet has no price for ("cheapest HVAC company in Phoenix") is no price question.
    expect(answer("You're the cheapest HVAC company in Phoenix, right?")).toBeNull();
    expect(answer('Do you have any specials?')?.answer).toBe('Summer Tune-Up Special: $79 (reg. $129).');
  });

  it('answers "what services do you offer?" with the list, and "do you do X?" when X is on it', () => {
    expect(answer('What services do you offer?')?.answer).toBe(
      'We offer AC Repair, Furnace Installation and Duct Cleaning.',
    );
    expect(answer('Do you do duct cleaning?')?.answer).toBe('Yes, we offer Duct Cleaning.');
    expect(answer('Do you clean ducts?')?.answer).toBe('Yes, we offer Duct Cleaning.');
    // Not on the list: the passages may still know, the fact sheet says nothing.
    expect(answer('Do you offer laughing gas or sedation?')).toBeNull();
    // One shared word is no match: "clean" is in "Duct Cleaning", swimming pools are not.
    expect(answer('Do you clean swimming pools?')).toBeNull();
  });

  it('answers the phone number, spoken as written nationally, the address and the email', () => {
    expect(answer("What's your phone number?")?.answer).toBe('You can call us on (602) 555-0134.');
    expect(answer('What is your address?')?.answer).toBe("We're at 2150 W Camelback Rd, Phoenix, AZ 85015.");
    expect(answer('Where are you located?')?.kinds).toEqual(['addresses']);
    expect(answer('Can I email you?')?.answer).toBe('You can email us at office@sandovalair.example.');
  });

  it('answers two questions in one line, and nothing it has no fact for', () => {
    expect(answer('What are your hours and where are you located?')?.kinds).toEqual(['hours', 'addresses']);
    expect(answer('Do you accept payment in bitcoin?')).toBeNull();
    expect(answer('Who runs the company?')?.answer).toBe('The business is run by Marisol Sandoval.');
    // A caller who is a home owner asks about a service, not about who owns the business.
    expect(answer("I'm a home owner in Mesa, what services do you offer?")?.kinds).toEqual(['services']);
    expect(answer('What are your hours?', [])).toBeNull();
  });

  it("answers with the owner's words when the owner edited a kind, marked as the owner's", () => {
    const edited = [...siteRows, ...stored('owner', ownerRows('hours', ['Mon–Sat 6am–8pm']))];
    const a = answer('What are your hours?', edited);
    expect(a).toMatchObject({ answer: 'Our hours are Mon–Sat 6am–8pm.', owner: true, source: null });
    // The other kinds are still the site's.
    expect(answer('Which areas do you serve?', edited)?.owner).toBe(false);
  });

  it('a kind the owner emptied answers nothing and is withheld from the passages too', () => {
    const emptied = [...siteRows, ...stored('owner', ownerRows('offers', []))];
    expect(answerFromFacts(factsOf(emptied), 'How much is a tune-up?')).toBe('withheld');
    expect(factsOf(emptied).find((f) => f.kind === 'offers')).toMatchObject({ edited: true, values: [] });
  });
});

describe('spokenHours', () => {
  it('says 24/7, two periods a day, closed days and hours with no days read', () => {
    const base = { ...SHEET.hours!, emergency24h7: false, timeZone: null };
    expect(spokenHours({ ...base, open24h7: true })).toBe('Open 24 hours, 7 days a week');
    expect(
      spokenHours({
        ...base,
        week: [
          { day: 'monday', opens: '09:00', closes: '12:00' },
          { day: 'monday', opens: '13:30', closes: '17:00' },
          { day: 'tuesday', opens: '09:00', closes: '12:00' },
        ],
        closed: ['sunday'],
      }),
    ).toBe('Monday 9am to noon and 1:30pm to 5pm, Tuesday 9am to noon; closed Sunday');
    expect(spokenHours({ ...base, week: [], text: 'Hours: by appointment' })).toBe('by appointment');
  });
});
