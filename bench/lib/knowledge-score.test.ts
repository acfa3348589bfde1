import { describe, expect, it } from 'vitest';
import { scoreReply, type LabelledQuestion } from './knowledge-score';

const q = (kind: LabelledQuestion['kind'], accept: string[]): LabelledQuestion => ({ kind, question: '?', accept });

describe('scoreReply reads what a fact says, not how it is written', () => {
  it('takes hours written another way as the same hours', () => {
    expect(scoreReply(q('hours', ['8:00am to 5:00 pm']), 'Our hours are Monday to Friday 8am to 5pm.', true)).toBe(
      'answered',
    );
    expect(scoreReply(q('hours', ['10 am thru 7 pm']), 'We open 10am – 7pm.', true)).toBe('answered');
  });

  it('takes a phone number in any punctuation as the same number', () => {
    expect(scoreReply(q('contact', ['310.676.8449']), 'You can call us on (310) 676-8449.', true)).toBe('answered');
  });

  it('still refuses a different value', () => {
    expect(scoreReply(q('hours', ['8:00am to 5:00 pm']), 'Our hours are 9am to 5pm.', true)).toBe('off_answer');
    expect(scoreReply(q('contact', ['310-676-8449']), 'You can call us on (310) 784-0775.', true)).toBe('off_answer');
  });
});
