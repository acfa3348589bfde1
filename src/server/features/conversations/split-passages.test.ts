import { describe, expect, it } from 'vitest';
import { splitPassages } from './split-passages';

describe('splitPassages', () => {
  it('keeps short text as one passage and drops empty text', () => {
    expect(splitPassages('  We fix leaks.   Same day.  ')).toEqual(['We fix leaks. Same day.']);
    expect(splitPassages(' \n ')).toEqual([]);
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
    expect(passages.join(' ')).toBe(long);
  });
});
