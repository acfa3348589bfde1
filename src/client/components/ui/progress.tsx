import { Progress as P } from 'radix-ui';
import { cn } from '@client/lib/utils';

/** `durationMs` animates changes (the wizard's progress bar uses 500 ms). */
export const Progress = ({
  value,
  className,
  durationMs = 500,
  label,
}: {
  value: number;
  className?: string;
  durationMs?: number;
  label?: string;
}) => (
  <P.Root
    value={value}
    aria-label={label}
    className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
  >
    <P.Indicator
      className="h-full bg-primary transition-transform ease-out"
      style={{ transform: `translateX(-${100 - value}%)`, transitionDuration: `${durationMs}ms` }}
    />
  </P.Root>
);
