import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A block of preformatted text that may scroll (prompts, templates, transcripts). It takes focus,
 * so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), and is a
 * named region, so a screen reader announces what the focused block is.
 */
export function ScrollText({ label, className, ...props }: ComponentProps<'pre'> & { label: string }) {
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn('overflow-auto focus-visible:outline-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
