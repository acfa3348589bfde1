import { WIZARD_STEP_COUNT } from '@common/wizard/options';

// Spec §2/§4: the wizard has steps 1..5 and never goes below 1 or above 5, whatever is asked.

export const FIRST_STEP = 1;
export const LAST_STEP = WIZARD_STEP_COUNT;

export type StepAction = { type: 'next' } | { type: 'prev' } | { type: 'goto'; step: number };

const clamp = (n: number) => Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(n)));

export function stepReducer(step: number, action: StepAction): number {
  switch (action.type) {
    case 'next':
      return clamp(step + 1);
    case 'prev':
      return clamp(step - 1);
    case 'goto':
      // A NaN jump (e.g. from a bad data attribute) must not corrupt the wizard: stay put.
      return Number.isFinite(action.step) ? clamp(action.step) : step;
  }
}

export const isFirstStep = (step: number) => step === FIRST_STEP;
export const isLastStep = (step: number) => step === LAST_STEP;

/** The progress bar's value: current step over 5, as a percentage. */
export const stepPercent = (step: number) => (clamp(step) / LAST_STEP) * 100;
