import { Check } from 'lucide-react';
import { WIZARD_STEPS } from '@common/wizard/options';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';
import { stepPercent } from './step-reducer';

export const PROGRESS_ANIMATION_MS = 500;

/**
 * Spec §2: numbered circles with the step names under them, a check mark on completed steps,
 * and a bar at current step / 5 animated over 500 ms. Completed steps can be revisited.
 */
export function WizardProgress({ step, onStepClick }: { step: number; onStepClick(step: number): void }) {
  const percent = stepPercent(step);
  return (
    <nav aria-label="Wizard progress" className="mb-8">
      <div className="mb-3 flex items-center justify-between text-xs font-medium text-muted-foreground">
        <span>
          Step {step} of {WIZARD_STEPS.length}
        </span>
        <span data-testid="wizard-percent">{Math.round(percent)}% complete</span>
      </div>
      <Progress value={percent} durationMs={PROGRESS_ANIMATION_MS} label="Wizard progress" className="mb-5" />
      <ol className="grid grid-cols-5 gap-1">
        {WIZARD_STEPS.map((name, i) => {
          const n = i + 1;
          const done = n < step;
          const current = n === step;
          const circle = (
            <span
              className={cn(
                'flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                done && 'border-primary bg-primary text-primary-foreground',
                current && 'border-primary bg-primary/10 text-primary ring-4 ring-primary/15',
                !done && !current && 'border-input text-muted-foreground',
              )}
            >
              {done ? <Check className="h-4 w-4" aria-hidden /> : n}
            </span>
          );
          const label = (
            <span
              className={cn(
                'text-center text-[11px] leading-tight sm:text-xs',
                current ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {name}
            </span>
          );
          return (
            <li
              key={name}
              className="flex flex-col items-center gap-1.5"
              aria-current={current ? 'step' : undefined}
              data-state={done ? 'complete' : current ? 'current' : 'upcoming'}
            >
              {done ? (
                <button
                  type="button"
                  onClick={() => onStepClick(n)}
                  className="flex cursor-pointer flex-col items-center gap-1.5 rounded-md"
                  aria-label={`Go back to step ${n}: ${name} (completed)`}
                >
                  {circle}
                  {label}
                </button>
              ) : (
                <>
                  {circle}
                  {label}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
