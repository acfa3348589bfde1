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

const loaders: Record<number, () => Promise<unknown>> = {
  1: () => import('./step-resolvers'),
  2: personality.load,
  3: details.load,
  4: preview.load,
  5: launch.load,
};

/** Starts downloading what Continue on `step` needs: the next step, and for step 1 its own validation. */
export function prefetchNextStep(step: number) {
  const wanted = step === 1 ? [1, 2] : [step + 1];
  for (const n of wanted) void loaders[n]?.().catch(() => {}); // retried by the real import when the step opens
}

const stepLoaders: Record<number, () => Promise<unknown>> = { 2: personality.load, 3: details.load, 4: preview.load, 5: launch.load };
const stepsLoaded: Record<number, () => boolean> = { 2: personality.loaded, 3: details.loaded, 4: preview.loaded, 5: launch.loaded };

/** Whether step `n` can render at once (step 1 is part of the wizard chunk). */
export const stepLoaded = (n: number) => stepsLoaded[n]?.() ?? true;

/**
 * Resolves once step `n` can render without suspending (at once when prefetched; step 1 is part of
 * the wizard chunk). Moving to a step waits for this, so the current step stays on screen instead
 * of collapsing to a spinner and shifting the page below it. A failed download still resolves: the
 * step's own import retries and shows the fallback.
 */
export function stepReady(n: number): Promise<void> {
  const load = stepLoaders[n];
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** Every step's chunk, loaded (tests render the wizard at any step without waiting on downloads). */
export const loadAllSteps = () => Promise.all(Object.values(loaders).map((load) => load()));
