import { createElement, lazy, type ComponentType } from 'react';

// Steps 2 to 5 (and step 1's validation) are chunks of their own: the landing page's first screen
// carries only step 1. The next step is fetched while the visitor fills the current one
// (prefetchNextStep), so moving on never waits for the network.

/**
 * React.lazy suspends for a tick even when the chunk is already here, flashing the fallback; once
 * a step's chunk has loaded (prefetched), this renders it straight away instead.
 */
function lazyStep<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let ready: ComponentType<P> | null = null;
  const loadStep = () => load().then((m) => (ready = pick(m)));
  const Lazy = lazy(() => loadStep().then((c) => ({ default: c })));
  const Step = (props: P) => createElement(ready ?? (Lazy as unknown as ComponentType<P>), props);
  return { Step, load: loadStep, loaded: () => ready !== null };
}

const personality = lazyStep(
  () => import('./step-personality'),
  (m) => m.StepPersonality,
);
const details = lazyStep(
  () => import('./step-details'),
  (m) => m.StepDetails,
);
const preview = lazyStep(
  () => import('./step-preview'),
  (m) => m.StepPreview,
);
const launch = lazyStep(
  () => import('./step-launch'),
  (m) => m.StepLaunch,
);

export const StepPersonality = personality.Step;
export const StepDetails = details.Step;
export const StepPreview = preview.Step;
export const StepLaunch = launch.Step;

/** Steps 2 to 5 by number (step 1 is part of the wizard chunk). */
const lazySteps: Record<number, { load: () => Promise<unknown>; loaded: () => boolean }> = {
  2: personality,
  3: details,
  4: preview,
  5: launch,
};
const loadStep1Validation = () => import('./step-resolvers');

/** Starts downloading what Continue on `step` needs: the next step, and for step 1 its own validation. */
export function prefetchNextStep(step: number) {
  const wanted = step === 1 ? [loadStep1Validation, lazySteps[2].load] : [lazySteps[step + 1]?.load];
  for (const load of wanted) void load?.().catch(() => {}); // retried by the real import when the step opens
}

/** Whether step `n` can render at once (step 1 always can). */
export const stepLoaded = (n: number) => lazySteps[n]?.loaded() ?? true;

/**
 * Resolves once step `n` can render without suspending (at once when prefetched; step 1 is part of
 * the wizard chunk). Moving to a step waits for this, so the current step stays on screen instead
 * of collapsing to a spinner and shifting the page below it. A failed download still resolves: the
 * step's own import retries and shows the fallback.
 */
export function stepReady(n: number): Promise<void> {
  const load = lazySteps[n]?.load;
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Every step's chunk, loaded (tests render the wizard at any step without waiting on downloads). */
export const loadAllSteps = () =>
  Promise.all([loadStep1Validation(), ...Object.values(lazySteps).map((s) => s.load())]);
