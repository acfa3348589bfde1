import { useEffect, useRef } from 'react';
import { trackWizardStep } from '@client/lib/analytics';
import { getWizardState } from './wizard-store';

export const WIZARD_FORM_ID = 'wizard-form';
export const SCROLL_DELAY_MS = 50;
export const SCROLL_FALLBACK_TOP = 150;

/** Spec §2: after a step change, scroll smoothly to the form section after 50 ms, or to 150 px if it is missing. */
export function scrollToWizardForm() {
  const section = document.getElementById(WIZARD_FORM_ID);
  if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else window.scrollTo({ top: SCROLL_FALLBACK_TOP, behavior: 'smooth' });
}

/**
 * Side effects of the current step: the funnel event (once per step per agent, so a remount or
 * StrictMode does not count a visitor twice) and the scroll. Not on first render: opening the
 * landing page must not jump to the wizard.
 */
export function useStepEffects(step: number) {
  const previous = useRef(step);
  useEffect(() => {
    const { tracked } = getWizardState();
    if (!tracked.includes(step)) {
      // Pushed in place: nothing renders `tracked`, and a new state object would re-render the
      // whole wizard synchronously right after it mounts (a long task on a phone's first load).
      tracked.push(step);
      trackWizardStep(step);
    }
    if (previous.current === step) return;
    previous.current = step;
    const timer = setTimeout(scrollToWizardForm, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);
}
