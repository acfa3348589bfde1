import { describe, expect, it } from 'vitest';
import { answersQuestion, bestExcerpt } from './best-excerpt';

describe('bestExcerpt', () => {
  it('answers the sentence with most of the question words', () => {
    const p = 'We are family owned. We repair water heaters the same day. Call us any time.';
    expect(bestExcerpt(p, 'Do you fix water heaters?')).toBe('We repair water heaters the same day.');
  });

  it('cuts a window around the first hit in text without sentences', () => {
    const list = `Our Services ${Array.from({ length: 30 }, (_, i) => `Item ${i}`).join(' ')} Drain cleaning & hydro jetting ${Array.from({ length: 30 }, (_, i) => `Thing ${i}`).join(' ')}`;
    const out = bestExcerpt(list, 'What services do you offer for drain cleaning?');
    expect(out).toContain('Drain cleaning & hydro jetting');
    expect(out.length).toBeLessThanOrEqual(242);
    expect(out.startsWith('…')).toBe(true);
    expect(out).not.toContain('Our Services');
  });

  it('a passage speaks to a question when it holds two of its words, or its only one', () => {
    const vet = 'We are proud to be one of the first veterinary hospitals opening in the downtown area.';
    expect(answersQuestion(vet, 'What are your opening hours?')).toBe(false);
    expect(answersQuestion('Opening hours: Monday to Friday, 8am to 6pm.', 'What are your opening hours?')).toBe(true);
    expect(answersQuestion('Acupuncture: the insertion of dry needles.', 'Do you do acupuncture?')).toBe(true);
    expect(answersQuestion('Buy your boiler today, installed tomorrow.', 'Do you install boilers?')).toBe(true);
    expect(answersQuestion('Our Services: Drain cleaning; Leak detection.', 'What services do you offer?')).toBe(true);
  });
});
