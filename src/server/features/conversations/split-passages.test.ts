import { describe, expect, it } from 'vitest';
import { pageSentences, splitPassages } from './split-passages';

describe('splitPassages', () => {
  it('keeps short text as one passage and drops empty text', () => {
    expect(splitPassages('  We fix leaks.   Same day.  ')).toEqual(['We fix leaks. Same day.']);
    expect(splitPassages(' \n ')).toEqual([]);
    expect(splitPassages('Burst pipe at 2 a.m.? We come.')).toEqual(['Burst pipe at 2 a.m.? We come.']);
  });

  it('gathers sentences into passages of a few hundred characters, never splitting a sentence', () => {
    const sentence = 'We repair boilers and water heaters across the county every single day of the week.';
    const passages = splitPassages(Array.from({ length: 20 }, () => sentence).join(' '));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.length).toBeLessThanOrEqual(600);
      expect(p.endsWith('week.')).toBe(true);
    }
  });

  it('cuts a sentence longer than the maximum at a word boundary', () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const passages = splitPassages(long);
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
