import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/utils';

const badgeVariants = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'text-foreground',
      // -700 shades: white 12px text on them keeps 4.5:1 (WCAG 1.4.3); -600 green and red did not.
      success: 'border-transparent bg-green-700 text-white',
      warning: 'border-transparent bg-yellow-500 text-black',
      info: 'border-transparent bg-blue-600 text-white',
      muted: 'border-transparent bg-gray-500 text-white',
      destructive: 'border-transparent bg-red-700 text-white',
    },
  },
  defaultVariants: { variant: 'default' },
});

export const Badge = ({
  className,
  variant,
  ...p
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ variant }), className)} {...p} />
);
