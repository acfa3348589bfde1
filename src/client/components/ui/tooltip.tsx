import type { ReactNode } from 'react';
import { Tooltip as T } from 'radix-ui';

/** Spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <T.Provider delayDuration={700} skipDelayDuration={300}>
    {children}
  </T.Provider>
);

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content
          sideOffset={4}
          className="z-50 rounded-md border bg-popover px-3 py-1.5 text-sm text-popover-foreground shadow-md"
        >
          {content}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
