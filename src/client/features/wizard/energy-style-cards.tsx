import { Heart, Leaf, Smile, Sparkles, Target, Zap, type LucideIcon } from 'lucide-react';
import { ENERGY_STYLES } from '@common/wizard/options';
import { cn } from '@client/lib/utils';

const ICONS: Record<string, { icon: LucideIcon; hint: string }> = {
  friendly: { icon: Smile, hint: 'Warm and approachable' },
  calm: { icon: Leaf, hint: 'Measured and reassuring' },
  'high-energy': { icon: Zap, hint: 'Upbeat and fast-paced' },
  direct: { icon: Target, hint: 'Straight to the point' },
  playful: { icon: Sparkles, hint: 'Light and witty' },
  empathetic: { icon: Heart, hint: 'Caring and attentive' },
};

/**
 * Radio cards built on real radio inputs, so arrow keys, Space and screen readers work as with
 * any radio group; the card is only the styling.
 */
export function EnergyStyleCards({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange(v: string): void;
  invalid?: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {ENERGY_STYLES.map((e) => {
        const { icon: Icon, hint } = ICONS[e.value];
        return (
          <label
            key={e.value}
            className={cn(
              'flex cursor-pointer flex-col gap-2 rounded-lg border bg-background p-3 transition-colors hover:border-primary/60 hover:bg-accent/40',
              'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              invalid && 'border-destructive',
            )}
          >
            <input
              type="radio"
              name="energyStyle"
              value={e.value}
              checked={value === e.value}
              onChange={() => onChange(e.value)}
              className="sr-only"
              aria-invalid={invalid || undefined}
            />
            <span className="flex items-center gap-2">
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-md',
                  value === e.value ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <span className="text-sm font-semibold">{e.label}</span>
            </span>
            <span className="text-xs text-muted-foreground">{hint}</span>
          </label>
        );
      })}
    </div>
  );
}
