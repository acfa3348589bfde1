import { describe, expect, it } from 'vitest';
import { resolveCalleePlace, ZONE_SOURCES } from './callee-place';
import { parseRegistryFiles } from './import-dnc-registry';
import { nanpState, stateOfPostalCode, zonesOfState } from './phone-places';

// The zone sources in the order: the time-zone column, the state column, the ZIP column,
// the number's area code (Google's libphonenumber data), the country; several zones stay several.

const none = { timezone: null, region: null, postalCode: null, phoneE164: null };

describe('callee place: zone sources in order', () => {
  it('1. the time-zone column wins over everything', () => {
    expect(
      resolveCalleePlace({
        ...none,
        timezone: 'America/Denver',
        region: 'FL',
        postalCode: '33101',
        phoneE164: '+13055550123',
      }),
    ).toMatchObject({
      zones: ['America/Denver'],
      source: ZONE_SOURCES.column,
      states: ['FL'],
    });
  });

  it('2. the state column (a name or a code) over the ZIP and the area code', () => {
    expect(
      resolveCalleePlace({ ...none, region: 'Oklahoma', postalCode: '33101', phoneE164: '+12125550123' }),
    ).toMatchObject({
      zones: ['America/Chicago'],
      source: ZONE_SOURCES.state,
      country: 'US',
      states: ['OK', 'NY'],
    });
    expect(resolveCalleePlace({ ...none, region: 'FL' })).toMatchObject({
      zones: ['America/Chicago', 'America/New_York'],
      source: ZONE_SOURCES.state,
    });
  });

  it('3. the ZIP column when the state is blank or unknown (leading zero restored)', () => {
    expect(
      resolveCalleePlace({ ...none, region: 'Narnia', postalCode: '73301', phoneE164: '+12125550123' }),
    ).toMatchObject({ source: ZONE_SOURCES.zip, states: ['TX', 'NY'] });
    expect(stateOfPostalCode('2134')).toBe('MA');
    expect(stateOfPostalCode('33101-1234')).toBe('FL');
    expect(stateOfPostalCode('M5V 2T6')).toBe('ON');
  });

  it('4. the area code through Google’s time-zone data', () => {
    expect(resolveCalleePlace({ ...none, phoneE164: '+13055550123' })).toMatchObject({
      zones: ['America/New_York'],
      source: ZONE_SOURCES.areaCode,
      country: 'US',
      states: ['FL'],
    });
    expect(resolveCalleePlace({ ...none, phoneE164: '+14055550123' })).toMatchObject({
      zones: ['America/Chicago'],
      states: ['OK'],
    });
    expect(resolveCalleePlace({ ...none, phoneE164: '+442071838750' })).toMatchObject({
      zones: ['Europe/London'],
      country: 'GB',
    });
    expect(nanpState('2065550123')).toBe('WA');
    expect(nanpState('2025550123')).toBe('DC');
  });

  it('5. the country’s zones when no area code matches (several: the intersection decides)', () => {
    const p = resolveCalleePlace({ ...none, phoneE164: '+18005550123' });
    expect(p.source).toBe(ZONE_SOURCES.country);
    expect(p.zones).toContain('America/New_York');
    expect(p.zones).toContain('Pacific/Honolulu');
  });

  it('state zones come from the same Google data (a state spanning two zones keeps both)', () => {
    expect(zonesOfState('TX')).toEqual(['America/Chicago', 'America/Denver']);
    expect(zonesOfState('OK')).toEqual(['America/Chicago']);
  });

  it('no data: no zones', () => {
    expect(resolveCalleePlace(none)).toMatchObject({ zones: [], source: ZONE_SOURCES.none });
  });
});

describe('registry file lines', () => {
  it('reads "2015550123" and "201,5550123" lines, drops a leading 1, counts the rest', async () => {
    const text = new TextEncoder().encode('2015550123\r\n201,5550124\n12015550125\n\nabc\n0015550123\n"201","5550126"');
    const p = await parseRegistryFiles([{ name: 'NJ.txt', bytes: text }]);
    expect(new TextDecoder().decode(p.lines)).toBe('2015550123\n2015550124\n2015550125\n2015550126\n');
    expect(p.numbers).toBe(4);
    expect(p.skipped).toBe(2);
    expect(p.errors[0]).toMatch(/NJ.txt line 5/);
  });
});
