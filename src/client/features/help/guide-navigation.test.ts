import { describe, expect, it } from 'vitest';
import { nextGuide, previousGuide } from './guide-navigation';
import { GUIDE_SECTIONS } from './user-guide-content';

describe('user guide', () => {
  it('has 6 sections, each with a difficulty, a duration and guides with steps, tips and next steps', () => {
    expect(GUIDE_SECTIONS).toHaveLength(6);
    for (const s of GUIDE_SECTIONS) {
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(s.difficulty);
      expect(s.duration).toMatch(/\d+ min/);
      for (const g of s.guides) {
        expect(g.steps.length).toBeGreaterThan(0);
        expect(g.tips.length).toBeGreaterThan(0);
        expect(g.nextSteps.length).toBeGreaterThan(0);
      }
    }
  });

  it('offers Next Guide within a section and Next Section at its end', () => {
    expect(nextGuide({ section: 0, guide: 0 })).toEqual({ to: { section: 0, guide: 1 }, label: 'Next Guide' });
    const last = GUIDE_SECTIONS[0].guides.length - 1;
    expect(nextGuide({ section: 0, guide: last })).toEqual({ to: { section: 1, guide: 0 }, label: 'Next Section' });
    expect(nextGuide({ section: 5, guide: GUIDE_SECTIONS[5].guides.length - 1 })).toBeNull();
  });

  it('steps back across sections with Previous Guide', () => {
    expect(previousGuide({ section: 0, guide: 0 })).toBeNull();
    expect(previousGuide({ section: 1, guide: 0 })).toEqual({ section: 0, guide: GUIDE_SECTIONS[0].guides.length - 1 });
    expect(previousGuide({ section: 1, guide: 1 })).toEqual({ section: 1, guide: 0 });
  });
});
