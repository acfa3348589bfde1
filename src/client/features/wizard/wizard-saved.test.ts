// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DRAFT } from './wizard-draft';
import { forgetSavedWizard, loadSavedWizard, saveWizard, WIZARD_STORAGE_KEY } from './wizard-saved';

describe('the saved wizard draft', () => {
  afterEach(() => localStorage.clear());

  it('comes back as it was saved, and is gone once forgotten', () => {
    const saved = {
      step: 4,
      draft: { ...INITIAL_DRAFT, name: 'Juniper', toneBooster: ['Calm'], generatedPrompt: 'You are Juniper.' },
      scraped: false,
      scrape: { status: 'idle' as const },
      tracked: [1, 2, 3],
      factsConfig: { id: '4f1c2a8e-5b7d-4e0f-9a31-2c6b8d0e7f15', url: 'https://sandoval.example/' },
    };
    saveWizard(saved);
    expect(loadSavedWizard()).toEqual(saved);
    forgetSavedWizard();
    expect(loadSavedWizard()).toBeNull();
  });

  it('keeps only what it can trust from a damaged entry', () => {
    localStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({
        step: 99,
        draft: { name: 42, hometown: 'Austin, TX', toneBooster: [1] },
        scrape: { status: 'loading' },
        factsConfig: { id: 7, url: 'https://sandoval.example/' },
      }),
    );
    expect(loadSavedWizard()).toEqual({
      step: 5,
      draft: { ...INITIAL_DRAFT, hometown: 'Austin, TX' },
      scraped: false,
      scrape: { status: 'idle' },
      tracked: [],
      factsConfig: undefined,
    });
    localStorage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadSavedWizard()).toBeNull();
  });
});
