import { describe, expect, it } from 'vitest';
import { pageSentences, splitPassages } from './split-passages';

const texts = (text: string) => splitPassages(text).map((c) => c.text);

describe('splitPassages', () => {
  it('keeps short text as one passage and drops empty text', () => {
    expect(texts('  We fix leaks.   Same day.  ')).toEqual(['We fix leaks. Same day.']);
    expect(splitPassages(' \n ')).toEqual([]);
    expect(texts('Burst pipe at 2 a.m.? We come.')).toEqual(['Burst pipe at 2 a.m.? We come.']);
  });

  it('gathers sentences into passages of a few hundred characters, never splitting a sentence', () => {
    const sentence = 'We repair boilers and water heaters across the county every single day of the week.';
    const passages = texts(Array.from({ length: 20 }, () => sentence).join(' '));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.length).toBeLessThanOrEqual(600);
      expect(p.endsWith('week.')).toBe(true);
    }
  });

  it('cuts a sentence longer than the maximum at a word boundary', () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const passages = texts(long);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((p) => p.length <= 600)).toBe(true);
    // The line had no full stop: it gets one.
    expect(passages.join(' ')).toBe(`${long}.`);
  });

  it('reads a heading and the lines of its list as one sentence, and a button alone', () => {
    const page = [
      'Call (555) 555-0100',
      'Our Services',
      'Emergency plumbing repairs – burst pipes, leaks and overflowing toilets, day or night',
      'Drain cleaning & hydro jetting',
      'Water heater installation',
      'Read More',
      'About Us',
      'We are a family business.',
      'Our prices include:',
      'Parts',
      'Labour',
    ].join('\n');
    expect(pageSentences(page)).toBe(
      'Call (555) 555-0100. Our Services: Emergency plumbing repairs – burst pipes, leaks and overflowing toilets, day or night; Drain cleaning & hydro jetting; Water heater installation. About Us: We are a family business. Our prices include: Parts; Labour.',
    );
  });

  it('joins a list without a heading by semicolons', () => {
    const list = ['Same-day emergency call-outs across the whole county', 'Free quotes', 'Fixed prices'].join('\n');
    expect(pageSentences(list)).toBe(
      'Same-day emergency call-outs across the whole county; Free quotes; Fixed prices.',
    );
  });
});

describe('splitPassages under the page headings', () => {
  const page = [
    'Sandoval Air',
    'Family HVAC since 1987.',
    'Our Services',
    'Heating',
    'Furnace repair and replacement, heat pumps.',
    'Cooling',
    'AC tune-ups and new installs.',
    'Office Hours',
    'Mon–Fri 7am–6pm',
    'Sat 8am–2pm',
    'Why us',
    'Licensed',
    'Insured',
    'Local',
    'Call (602) 555-0142',
  ].join('\n');
  const headings = [
    { level: 1, text: 'Sandoval Air' },
    { level: 2, text: 'Our Services' },
    { level: 3, text: 'Heating' },
    { level: 3, text: 'Cooling' },
    { level: 2, text: 'Office Hours' },
    { level: 2, text: 'Why us' },
    { level: 3, text: 'Licensed' },
    { level: 3, text: 'Insured' },
    { level: 3, text: 'Local' },
  ];

  it('keeps each passage with the heading it sits under, and its parent', () => {
    expect(splitPassages(page, headings)).toEqual([
      { heading: 'Sandoval Air', text: 'Family HVAC since 1987.' },
      { heading: 'Our Services › Heating', text: 'Furnace repair and replacement, heat pumps.' },
      { heading: 'Our Services › Cooling', text: 'AC tune-ups and new installs.' },
      { heading: 'Sandoval Air › Office Hours', text: 'Mon–Fri 7am–6pm; Sat 8am–2pm.' },
      // Headings with no text of their own (a grid of names) read as their section's list.
      { heading: 'Sandoval Air › Why us', text: 'Licensed; Insured; Local. Call (602) 555-0142.' },
    ]);
  });

  it('never lets a passage run across a heading, even when both sections are short', () => {
    const chunks = splitPassages(page, headings);
    expect(chunks.some((c) => c.text.includes('Mon–Fri') && c.text.includes('Furnace'))).toBe(false);
  });

  it('without headings (a page read before they were kept) the page is one section', () => {
    const chunks = splitPassages(page);
    expect(chunks.every((c) => c.heading === '')).toBe(true);
    expect(chunks.map((c) => c.text).join(' ')).toContain('Mon–Fri 7am–6pm');
  });

  it('cuts a long section into several passages that all keep its heading', () => {
    const sentence = 'We repair boilers and water heaters across the county every single day of the week.';
    const text = ['Boilers', ...Array.from({ length: 12 }, () => sentence)].join('\n');
    const chunks = splitPassages(text, [{ level: 2, text: 'Boilers' }]);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((c) => c.heading === 'Boilers' && c.text.length <= 600)).toBe(true);
  });
});
