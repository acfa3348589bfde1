import { describe, expect, it } from 'vitest';
import { readArea } from './area';
import { readEmails, readPhones } from './contact';
import type { FactPage } from './fact-page';
import { readHours } from './hours';
import { readOffers } from './offers';

const page = (...lines: string[]): FactPage => ({ url: 'https://x.example/', lines, jsonLd: [], contacts: [] });

describe('readHours', () => {
  it('joins a day alone on its line with the hours on the next', () => {
    const hours = readHours([page('Opening hours', 'Saturday', '9am - 1pm', 'Sunday', 'Closed')]);
    expect(hours?.week).toEqual([{ day: 'saturday', opens: '09:00', closes: '13:00' }]);
    expect(hours?.closed).toEqual(['sunday']);
  });

  it('reads no hours where the days are unclear or two schedules share a day', () => {
    expect(readHours([page('Open hours: Monday Friday 9am - 5:30pm')])).toBeNull();
    expect(
      readHours([
        page('Hospital Hours', 'Monday - Friday 8:00AM - 5:30PM', 'Office', 'Monday - Friday 9:00AM - 12:00PM'),
      ]),
    ).toBeNull();
    expect(
      readHours([page('Hours: Mon-Fri 9-5'), { ...page('Hours: Mon-Fri 8-6'), url: 'https://x.example/b' }]),
    ).toBeNull();
  });
});

describe('readOffers', () => {
  it("reads a price list's sum with the name before it, and no sum whose line before is a sentence", () => {
    const offers = readOffers([page('Dry Cut', '£10.00', 'Not recommended for pregnant women.', '$17.99')], 'USD');
    expect(offers.map((o) => [o.text, o.amount])).toEqual([['Dry Cut · £10.00', { value: 10, currency: 'GBP' }]]);
  });

  it("leaves a reviewer's sum and a testimonials page out", () => {
    const offers = readOffers(
      [
        page('He paid £599 for the installation.', 'Boiler service from £70'),
        { ...page('Only $50 per visit'), url: 'https://x.example/testimonials' },
      ],
      'USD',
    );
    expect(offers.map((o) => o.text)).toEqual(['Boiler service from £70']);
  });
});

describe('readArea', () => {
  it('reads a labelled list and a radius, and no sentence that names no place', () => {
    expect(readArea([page('Serving up fresh coffee daily')])).toBeNull();
    expect(readArea([page('Serving Breakfast, Lunch & Delectables')])).toBeNull();
    const area = readArea([
      page('Areas we cover:', 'Leeds', 'Bradford, Wakefield', 'Call us', 'We travel within a 25 mile radius of Leeds.'),
    ]);
    expect(area).toMatchObject({ places: ['Leeds', 'Bradford', 'Wakefield'], radius: { value: 25, unit: 'mi' } });
  });
});

describe('readPhones and readEmails', () => {
  it('trusts no link that shows one number or address and dials or writes to another', () => {
    const p: FactPage = {
      ...page('Fax: (602) 555-0199', 'Email: office@acme.example'),
      contacts: [
        { href: 'tel:+19257086768', text: '310-676-8449' },
        { href: 'tel:+16025550134', text: 'Call us' },
        { href: 'mailto:dev@gmail.com', text: 'office@acme.example' },
        { href: 'mailto:test@acme.example', text: 'Write' },
      ],
    };
    expect(readPhones([p], 'US').map((f) => f.value)).toEqual(['+16025550134']);
    expect(readEmails([p]).map((f) => f.value)).toEqual(['office@acme.example']);
  });
});
