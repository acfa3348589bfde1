import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FeaturesSection, HeroSection, HowItWorksSection, useSectionScroll } from '@client/features/landing';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { afterVisitorActivity } from '@client/lib/visitor-activity';

// The wizard's form machinery (react-hook-form, selects) is its own chunk, so the marketing
// sections paint without waiting for it. It loads once its section comes on screen (on a tall phone
// its top edge shows on the first screen) or the visitor does anything (scroll, touch, key).
const Wizard = lazy(() => import('@client/features/wizard').then((m) => ({ default: m.Wizard })));

const WIZARD_ID = 'wizard';

function WizardPlaceholder() {
  // About the height of step 1, so the sections below barely move when the wizard arrives.
  return (
    <Card className="flex min-h-[560px] items-center justify-center">
      <Spinner className="h-8 w-8 text-primary" label="Loading the agent builder" />
    </Card>
  );
}

/** True once `ref`'s element is on screen or the visitor has interacted (scrolling brings it near). */
function useWanted(ref: React.RefObject<HTMLElement | null>, now: boolean) {
  const [wanted, setWanted] = useState(now);
  useEffect(() => {
    if (wanted) return;
    // A transition: the wizard renders in slices, so the page stays responsive while it arrives,
    // and the placeholder stays on screen until the wizard is ready to replace it.
    const want = () => startTransition(() => setWanted(true));
    if (typeof IntersectionObserver === 'undefined' || !ref.current) return want();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '0px',
    });
    observer.observe(ref.current);
    const cancel = afterVisitorActivity(want);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [ref, wanted]);
  return wanted;
}

/** /, /features and /how-it-works (spec §2): the marketing sections around the five-step wizard. */
export default function LandingPage() {
  const [location] = useLocation();
  const section = useRef<HTMLElement>(null);
  // /features and /how-it-works scroll past the wizard: it must have its height first.
  const wizardWanted = useWanted(section, location.toLowerCase() !== '/');
  const [wizardReady, setWizardReady] = useState(false);
  const onWizardReady = useCallback(() => setWizardReady(true), []);
  useSectionScroll(wizardReady);
  return (
    <>
      {/* Boundaries split the prerendered page's hydration into pieces (see SiteLayout). */}
      <Suspense fallback={null}>
        <HeroSection wizardId={WIZARD_ID} />
      </Suspense>
      <section ref={section} id={WIZARD_ID} aria-labelledby="wizard-title" className="scroll-mt-16 pb-16 sm:pb-20">
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="wizard-title" className="sr-only">
            Build your agent
          </h2>
          {wizardWanted ? (
            <Suspense fallback={<WizardPlaceholder />}>
              <Wizard onReady={onWizardReady} />
            </Suspense>
          ) : (
            <WizardPlaceholder />
          )}
        </div>
      </section>
      <Suspense fallback={null}>
        <FeaturesSection />
      </Suspense>
      <Suspense fallback={null}>
        <HowItWorksSection />
      </Suspense>
    </>
  );
}
