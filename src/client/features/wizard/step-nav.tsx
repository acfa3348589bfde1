import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Back / Continue row shared by the steps. Continue submits the step's form so validation runs first. */
export function StepNav({
  onBack,
  continueLabel = 'Continue',
  continueDisabled,
}: {
  onBack?: () => void;
  continueLabel?: string;
  continueDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" disabled={continueDisabled}>
        {continueLabel} <ArrowRight />
      </Button>
    </div>
  );
}
