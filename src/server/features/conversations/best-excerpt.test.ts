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
    expect(answersQuestion('They fixed our burst pipe in an hour.', 'What are your opening hours?')).toBe(false);
    expect(answersQuestion('Opening hours: Monday to Friday, 8am to 6pm.', 'What are your opening hours?')).toBe(true);
    expect(answersQuestion('Acupuncture: the insertion of dry needles.', 'Do you do acupuncture?')).toBe(true);
    expect(answersQuestion('Buy your boiler today, installed tomorrow.', 'Do you install boilers?')).toBe(true);
    expect(answersQuestion('Our Services: Drain cleaning; Leak detection.', 'What services do you offer?')).toBe(true);
    // A plural finds its singular; a word is found where a word opens, not inside another.
    expect(answersQuestion('Sometimes it is best to replace the entire roof.', 'Do you replace roofs?')).toBe(true);
    expect(answersQuestion('We fix network cables in Vernon.', 'Do you work in Fernie?')).toBe(false);
    expect(answersQuestion('We offer medical services for cats and dogs.', 'Do you treat cats?')).toBe(true);
    expect(answersQuestion('Dogs are treated the same day.', 'Do you treat cats?')).toBe(false);
  });

  it('of sentences with as many of the question words, takes the one with the longer word', () => {
    const p = 'We guarantee our workmanship. We cover Kelowna, Vernon and the surrounding areas.';
    expect(bestExcerpt(p, 'Do you work in Vernon?')).toBe('We cover Kelowna, Vernon and the surrounding areas.');
  });
});
