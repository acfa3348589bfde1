import { describe, expect, it } from 'vitest';
import { parseDays, parseSchemaHours, parseTimeRange } from './clock';

describe('parseTimeRange', () => {
  it.each([
    ['7am–6pm', { opens: '07:00', closes: '18:00' }],
    ['9-5', { opens: '09:00', closes: '17:00' }],
    ['9-5pm', { opens: '09:00', closes: '17:00' }],
    ['9am - 5', { opens: '09:00', closes: '17:00' }],
    ['8:30 a.m. to 5:30 p.m.', { opens: '08:30', closes: '17:30' }],
    ['09:00 - 17:30', { opens: '09:00', closes: '17:30' }],
    ['5pm - midnight', { opens: '17:00', closes: '24:00' }],
    ['11am - 12am', { opens: '11:00', closes: '24:00' }],
    ['noon - 8pm', { opens: '12:00', closes: '20:00' }],
  ])('%s', (raw, expected) => expect(parseTimeRange(raw)).toEqual(expected));

  it('reads no hours into a range without am or pm that could be morning or evening', () => {
    expect(parseTimeRange('10-12')).toBeNull();
    expect(parseTimeRange('13pm-5pm')).toBeNull();
  });
});

describe('parseDays', () => {
  it('reads ranges, lists and groups', () => {
    expect(parseDays('Mon–Fri')).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(parseDays('Tues & Thurs')).toEqual(['tuesday', 'thursday']);
    expect(parseDays('Fri - Mon')).toEqual(['friday', 'saturday', 'sunday', 'monday']);
    expect(parseDays('Weekends')).toEqual(['saturday', 'sunday']);
    expect(parseDays('Holidays')).toBeNull();
  });
});

describe('parseSchemaHours', () => {
  it("reads schema.org's openingHours strings", () => {
    expect(parseSchemaHours('Mo,We 09:00-12:00')).toEqual([
      { day: 'monday', opens: '09:00', closes: '12:00' },
      { day: 'wednesday', opens: '09:00', closes: '12:00' },
    ]);
    expect(parseSchemaHours('Sa 8:00-13:00')).toEqual([{ day: 'saturday', opens: '08:00', closes: '13:00' }]);
  });
});
