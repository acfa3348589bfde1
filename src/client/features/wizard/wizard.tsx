import { Suspense, useEffect, useRef, useState } from 'react';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { StepBasics } from './step-basics';
import {
  prefetchNextStep,
  StepDetails,
  StepLaunch,
  StepPersonality,
  StepPreview,
  stepLoaded,
  stepReady,
} from './step-chunks';
import { isFirstStep, isLastStep, stepReducer, type StepAction } from './step-reducer';
import { useStepEffects, WIZARD_FORM_ID } from './use-step-effects';
import { whenIdle } from '@client/lib/when-idle';
import { afterVisitorActivity } from '@client/lib/visitor-activity';
import { WizardProgress } from './wizard-progress';
import { dispatchStep, resetWizard, saveStepValues, useWizardState } from './wizard-store';
import type { WizardDraft } from './wizard-draft';

/** Holds a step's place while its chunk arrives (rarely seen: the next step is prefetched). */
const stepFallback = <Spinner className="mx-auto my-16 h-7 w-7 text-primary" label="Loading" />;

/** The five-step agent builder (spec §2, §4, §5). Each step validates its own form on Continue. */
export function Wizard({ onReady }: { onReady?: () => void }) {
  const { step, draft } = useWizardState();
  useStepEffects(step);
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  // Past step 1 the visitor is clearly building an agent: fetch the next step at once. On step 1,
  // once they have scrolled, touched or typed and the browser is idle (or at the first focus or
  // pointer on the form): not for a page that is merely opened (on a phone the wizard's top shows
  // on the first screen), and by the time the visitor has read step 1, Continue does not wait.
  useEffect(() => {
    if (step > 1) prefetchNextStep(step);
    else return afterVisitorActivity(() => whenIdle(() => prefetchNextStep(step)));
  }, [step]);

  // The step changes once its chunk is here (stepReady), so nothing on the page jumps meanwhile.
  const go = (action: StepAction) => void stepReady(stepReducer(step, action)).then(() => dispatchStep(action));
  const next = (patch: Partial<WizardDraft> = {}) => {
    saveStepValues(patch);
    go({ type: 'next' });
  };
  // Going back keeps what was typed, valid or not; it is checked again on the next Continue.
  const back = (patch: Partial<WizardDraft> = {}) => {
    saveStepValues(patch);
    go({ type: 'prev' });
  };
  const jump = (n: number) => go({ type: 'goto', step: n });

  // Continue before the next step has downloaded (a slow phone that skipped the prefetch): the card
  // reaches down to the bottom of the screen at once, in the frame of the tap, so when the taller
  // step arrives a moment later it grows only below the fold and nothing the visitor sees jumps.
  // Kept afterwards (the card never shrinks back up under them); measured in the submit event,
  // before validation, which may itself wait for its chunk.
  const card = useRef<HTMLDivElement>(null);
  const [minHeight, setMinHeight] = useState<number>();
  const holdRoomForNextStep = () => {
    const rect = card.current?.getBoundingClientRect();
    if (!rect || stepLoaded(step + 1)) return;
    const room = window.innerHeight - rect.bottom;
    if (room > 0) setMinHeight(Math.max(minHeight ?? 0, rect.height + room));
  };

  return (
    <section
      id={WIZARD_FORM_ID}
      className="scroll-mt-20"
      aria-label="Agent builder"
      data-step={step}
      data-first={isFirstStep(step)}
      data-last={isLastStep(step)}
      onPointerEnter={() => prefetchNextStep(step)}
      onPointerDown={() => prefetchNextStep(step)}
      onFocus={() => prefetchNextStep(step)}
      onSubmit={holdRoomForNextStep}
    >
      <Card ref={card} style={minHeight ? { minHeight } : undefined} className="p-5 shadow-xl shadow-primary/5 sm:p-8">
        <WizardProgress step={step} onStepClick={jump} />
        {/* Keyed by step so each step's form starts from the saved draft. */}
        <div key={step}>
          <Suspense fallback={stepFallback}>
            {step === 1 && <StepBasics initial={draft} onNext={next} />}
            {step === 2 && <StepPersonality initial={draft} onNext={next} onBack={back} />}
            {step === 3 && <StepDetails initial={draft} onNext={next} onBack={back} />}
            {step === 4 && <StepPreview draft={draft} onNext={() => next()} onBack={() => back()} />}
            {step === 5 && <StepLaunch draft={draft} onBack={() => back()} />}
          </Suspense>
        </div>
        {/* The answers are kept across reloads; this is the way to a blank agent. */}
        {step > 1 ? (
          <div className="mt-4 text-center">
            <button
              type="button"
              className="text-xs text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
              onClick={resetWizard}
              data-testid="wizard-start-over"
            >
              Start over
            </button>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
