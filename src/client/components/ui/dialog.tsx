import type { ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@client/lib/utils';

export function Dialog(props: {
  open: boolean;
  onOpenChange(o: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <D.Root open={props.open} onOpenChange={props.onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <D.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border bg-card p-6 shadow-lg',
            props.className,
          )}
        >
          <D.Title className="text-lg font-semibold">{props.title}</D.Title>
          {props.description ? (
            <D.Description className="mt-1 text-sm text-muted-foreground">{props.description}</D.Description>
          ) : (
            <D.Description className="sr-only">{props.title}</D.Description>
          )}
          <div className="mt-4">{props.children}</div>
          <D.Close aria-label="Close" className="absolute right-4 top-4 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
