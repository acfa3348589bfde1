import { lazy, Suspense, useCallback, useState } from 'react';
import { FeaturesSection, HeroSection, HowItWorksSection, useSectionScroll } from '@client/features/landing';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';

// The wizard's form machinery (zod, react-hook-form, selects) is its own chunk, so the marketing
// sections paint without waiting for it; it starts loading as soon as this module runs.
const wizardModule = import('@client/features/wizard');
const Wizard = lazy(() => wizardModule.then((m) => ({ default: m.Wizard })));

const WIZARD_ID = 'wizard';

function WizardPlaceholder() {
  // About the height of step 1, so the sections below barely move when the wizard arrives.
  return (
    <Card className="flex min-h-[560px] items-center justify-center">
      <Spinner className="h-8 w-8 text-primary" label="Loading the agent builder" />
    </Card>
  );
}

/** /, /features and /how-it-works (spec §2): the marketing sections around the five-step wizard. */
export default function LandingPage() {
  const [wizardReady, setWizardReady] = useState(false);
  const onWizardReady = useCallback(() => setWizardReady(true), []);
  useSectionScroll(wizardReady);
  return (
    <>
      <HeroSection wizardId={WIZARD_ID} />
      <section id={WIZARD_ID} aria-labelledby="wizard-title" className="scroll-mt-16 pb-16 sm:pb-20">
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="wizard-title" className="sr-only">
            Build your agent
          </h2>
          <Suspense fallback={<WizardPlaceholder />}>
            <Wizard onReady={onWizardReady} />
          </Suspense>
        </div>
      </section>
      <FeaturesSection />
      <HowItWorksSection />
    </>
  );
}
