import { Check } from 'lucide-react';
import { MAX_TONE_BOOSTERS, TONE_BOOSTERS } from '@common/wizard/options';
import { cn } from '@client/lib/utils';
import { toggleToneBooster } from './wizard-draft';

/**
 * Toggle chips (spec §5: 1 to 3). A fourth choice is ignored rather than disabled, so the chips
 * stay focusable; they only look muted when the limit is reached. The error is announced through
 * the fieldset's aria-describedby (aria-invalid is not allowed on buttons).
 */
export function ToneBoosterChips({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange(v: string[]): void;
  invalid?: boolean;
}) {
  const full = value.length >= MAX_TONE_BOOSTERS;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {TONE_BOOSTERS.map((t) => {
          const on = value.includes(t);
          return (
            <button
              key={t}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(toggleToneBooster(value, t))}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                on
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:border-primary/60 hover:bg-accent',
                !on && full && 'opacity-50',
                invalid && !on && 'border-destructive',
              )}
            >
              {on && <Check className="h-3.5 w-3.5" aria-hidden />}
              {t}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {value.length} of {MAX_TONE_BOOSTERS} selected
      </p>
    </div>
  );
}
