import { useSyncExternalStore } from 'react';
import { stepReducer, type StepAction } from './step-reducer';
import type { WebsiteAnalysisMeta } from './wizard-api';
import { applyStepValues, INITIAL_DRAFT, type WizardDraft } from './wizard-draft';
import { forgetSavedWizard, loadSavedWizard, saveWizard, type FactsConfig } from './wizard-saved';

// The wizard lives outside React state on purpose: /, /features and /how-it-works are separate
// routes that remount the landing page, and a header click must not wipe a half-built agent.
// Requests in flight also write their result here, so a remount never loses an answer.

export type AsyncStatus = 'idle' | 'loading' | 'done' | 'error';

export interface WizardState {
  step: number;
  draft: WizardDraft;
  /** Spec §4: true once the current website address has been analysed. */
  scraped: boolean;
  /** `meta`: which reader answered and where each value came from (absent for older answers). */
  scrape: { status: AsyncStatus; error?: string; url?: string; meta?: WebsiteAnalysisMeta | null };
  prompt: { status: AsyncStatus; error?: string };
  /** Steps already sent to the funnel analytics for this agent. */
  tracked: number[];
  /** The configuration saved for the Preview's fact sheet, and the website it was saved with. */
  factsConfig?: FactsConfig;
}

export const initialWizardState = (): WizardState => ({
  step: 1,
  draft: { ...INITIAL_DRAFT, toneBooster: [...INITIAL_DRAFT.toneBooster] },
  scraped: false,
  scrape: { status: 'idle' },
  prompt: { status: 'idle' },
  tracked: [],
});

/** The state the prerendered page was drawn with: hydration starts from it, then the saved one shows. */
const pristine = initialWizardState();

function restored(): WizardState {
  const saved = loadSavedWizard();
  if (!saved) return initialWizardState();
  return { ...initialWizardState(), ...saved, prompt: { status: saved.draft.generatedPrompt ? 'done' : 'idle' } };
}

let state = restored();
const listeners = new Set<() => void>();

export const getWizardState = () => state;

export function setWizardState(update: (s: WizardState) => WizardState) {
  state = update(state);
  const { step, draft, scraped, scrape, tracked, factsConfig } = state;
  saveWizard({
    factsConfig,
    step,
    draft,
    scraped,
    scrape: scrape.status === 'done' ? { status: 'done', url: scrape.url, meta: scrape.meta } : { status: 'idle' },
    tracked,
  });
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}

export function useWizardState(): WizardState {
  return useSyncExternalStore(subscribe, getWizardState, () => pristine);
}

export const dispatchStep = (action: StepAction) =>
  setWizardState((s) => ({ ...s, step: stepReducer(s.step, action) }));

/** Saves a step's values; a new website address must be analysed again. */
export function saveStepValues(patch: Partial<WizardDraft>) {
  setWizardState((s) => {
    const draft = applyStepValues(s.draft, patch);
    const urlChanged = draft.websiteUrl.trim() !== s.draft.websiteUrl.trim();
    return {
      ...s,
      draft,
      scraped: urlChanged ? false : s.scraped,
      scrape: urlChanged ? { status: 'idle' } : s.scrape,
      prompt: draft.generatedPrompt ? s.prompt : s.prompt.status === 'loading' ? s.prompt : { status: 'idle' },
    };
  });
}

/** After a launch, or "Start over": a fresh agent, and no saved draft. */
export function resetWizard() {
  state = initialWizardState();
  forgetSavedWizard();
  for (const l of listeners) l();
}
