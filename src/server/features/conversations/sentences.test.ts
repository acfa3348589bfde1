import { describe, expect, it } from 'vitest';
import { sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('cuts where a sentence ends, not inside sums, numbers, addresses, initials or times', () => {
    expect(
      sentencesOf(
        'We have a minimum fee of $50.00 for grooming. Phone: 310.676.8449 Email: contactluckydawg@yahoo.com. Visit 185 S. Main Street, open 8 a.m. to 5 p.m. Monday. Call now!',
      ),
    ).toEqual([
      'We have a minimum fee of $50.00 for grooming.',
      'Phone: 310.676.8449 Email: contactluckydawg@yahoo.com.',
      'Visit 185 S. Main Street, open 8 a.m. to 5 p.m. Monday.',
      'Call now!',
    ]);
  });

  it('keeps a quote closing its sentence and text without a stop', () => {
    expect(sentencesOf('They said "Great job." We agree')).toEqual(['They said "Great job."', 'We agree']);
  });
});
