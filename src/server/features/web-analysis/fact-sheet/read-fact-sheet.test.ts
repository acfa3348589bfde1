import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZFactSheet } from '@common/fact-sheet/schemas';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage } from '../related-pages';
import { readFactSheet } from './read-fact-sheet';

const dir = path.resolve('tests/fixtures/fact-sheet');

function page(site: string, file: string, url: string, kind: AnalysedPage['kind'] = 'home'): AnalysedPage {
  const doc = parseHtmlDocument(readFileSync(path.join(dir, site, file), 'utf8'), url);
  return { url, kind, ...doc };
}

describe('readFactSheet', () => {
  it('reads hours from the contact page, the area from the footer and the price from the banner', () => {
    const base = 'https://sandovalair.example';
    const sheet = readFactSheet(
      [page('sandoval-hvac', 'home.html', `${base}/`), page('sandoval-hvac', 'about.html', `${base}/about`, 'about')],
      [
        {
          url: `${base}/contact`,
          ...parseHtmlDocument(readFileSync(path.join(dir, 'sandoval-hvac/contact.html'), 'utf8'), `${base}/contact`),
        },
      ],
    );
    expect(ZFactSheet.parse(sheet)).toEqual(sheet);
    expect(sheet.hours).toMatchObject({
      week: [
        { day: 'monday', opens: '07:00', closes: '18:00' },
        { day: 'tuesday', opens: '07:00', closes: '18:00' },
        { day: 'wednesday', opens: '07:00', closes: '18:00' },
        { day: 'thursday', opens: '07:00', closes: '18:00' },
        { day: 'friday', opens: '07:00', closes: '18:00' },
        { day: 'saturday', opens: '08:00', closes: '14:00' },
      ],
      emergency24h7: true,
      open24h7: false,
      timeZone: 'America/Phoenix',
      source: { url: `${base}/contact`, from: 'page text' },
    });
    expect(sheet.hours?.source.text).toContain('Mon–Fri 7am–6pm · Sat 8am–2pm · Emergency service 24/7');
    expect(sheet.area).toMatchObject({
      places: ['Phoenix', 'Glendale', 'Peoria', 'Scottsdale', 'Tempe', 'Mesa', 'Chandler'],
      radius: null,
      source: { url: `${base}/` },
    });
    expect(sheet.offers[0]).toEqual({
      text: 'Summer Tune-Up Special: $79 (reg. $129)',
      amount: { value: 79, currency: 'USD' },
      source: { url: `${base}/`, text: 'Summer Tune-Up Special: $79 (reg. $129)', from: 'page text' },
    });
    // The reviewer's "saved me $400" is no price of the business.
    expect(sheet.offers.map((o) => o.text)).toEqual(['Summer Tune-Up Special: $79 (reg. $129)']);
    expect(sheet.phones.map((p) => p.value)).toEqual(['+16025550134']);
    expect(sheet.emails.map((e) => e.value)).toEqual(['office@sandovalair.example']);
    expect(sheet.addresses.map((a) => a.value)).toEqual(['2150 W Camelback Rd, Phoenix, AZ 85015']);
    expect(sheet.owner).toMatchObject({ value: 'Marisol Sandoval', source: { url: `${base}/about` } });
    expect(sheet.founded?.value).toBe('1987');
    expect(sheet.services.map((s) => s.value)).toEqual(['AC Repair', 'Furnace Installation', 'Duct Cleaning']);
  });

  it("takes a JSON-LD business's own statements first, each with its property as source", () => {
    const sheet = readFactSheet([page('bella-dental', 'home.html', 'https://belladental.example/')]);
    expect(sheet.name?.value).toBe('Bella Family Dental');
    expect(sheet.hours?.week).toEqual([
      { day: 'monday', opens: '08:00', closes: '17:00' },
      { day: 'tuesday', opens: '08:00', closes: '17:00' },
      { day: 'wednesday', opens: '08:00', closes: '17:00' },
      { day: 'thursday', opens: '08:00', closes: '17:00' },
      { day: 'friday', opens: '08:00', closes: '13:00' },
    ]);
    expect(sheet.hours?.source.from).toBe('schema.org');
    // Texas spans two zones: the address implies none.
    expect(sheet.hours?.timeZone).toBeNull();
    expect(sheet.area?.places).toEqual(['Austin', 'Round Rock', 'Pflugerville']);
    expect(sheet.priceRange?.value).toBe('$$');
    expect(sheet.offers).toEqual([
      expect.objectContaining({
        text: 'New patient exam and cleaning: 99 USD',
        amount: { value: 99, currency: 'USD' },
      }),
    ]);
    expect(sheet.services.map((s) => s.value)).toEqual(['New patient exam and cleaning', 'Teeth whitening']);
    expect(sheet.phones[0]).toMatchObject({ value: '+1-512-555-0199', source: { from: 'schema.org' } });
    expect(sheet.addresses[0].value).toBe('401 Congress Ave, Austin, TX 78701');
    expect(sheet.owner?.value).toBe('Dr. Ana Bella');
    expect(sheet.founded?.value).toBe('2004');
  });

  it("reads hours kept only in a footer's table, and the zone a UK address implies", () => {
    const sheet = readFactSheet([page('kettle-bakery', 'home.html', 'https://copperkettle.example.co.uk/')]);
    expect(sheet.hours).toMatchObject({
      week: [
        { day: 'tuesday', opens: '08:00', closes: '17:30' },
        { day: 'wednesday', opens: '08:00', closes: '17:30' },
        { day: 'thursday', opens: '08:00', closes: '17:30' },
        { day: 'friday', opens: '08:00', closes: '17:30' },
        { day: 'saturday', opens: '08:00', closes: '16:00' },
      ],
      closed: ['monday', 'sunday'],
      timeZone: 'Europe/London',
    });
    expect(sheet.addresses.map((a) => a.value)).toEqual(['12 Gillygate, York YO31 7EQ']);
    expect(sheet.phones.map((p) => p.value)).toEqual(['+441904555012']);
    expect(sheet.offers.map((o) => [o.text, o.amount])).toEqual([
      ['Celebration cakes from £35', { value: 35, currency: 'GBP' }],
    ]);
    expect(sheet.founded?.value).toBe('1998');
  });

  it('gives no hours, area or price for a page that states none', () => {
    const sheet = readFactSheet([page('quiet-studio', 'home.html', 'https://quiet.example/')]);
    expect(sheet.hours).toBeNull();
    expect(sheet.area).toBeNull();
    expect(sheet.offers).toEqual([]);
    expect(sheet.founded).toBeNull();
    expect(sheet.owner).toBeNull();
    expect(sheet.phones).toEqual([]);
  });
});
