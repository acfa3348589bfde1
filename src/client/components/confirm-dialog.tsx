import { AlertDialog as A } from 'radix-ui';
import { buttonVariants } from '@client/components/ui/button';

export interface ConfirmRequest {
  title: string;
  /** The question (word for word from the spec where it has one). */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
}

/** An accessible yes/no question (role alertdialog, focus trapped, Escape answers no). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  return (
    <A.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <A.Portal>
        <A.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <A.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-6 shadow-lg">
          <A.Title className="text-lg font-semibold">{request?.title}</A.Title>
          <A.Description className="mt-2 text-sm text-muted-foreground">{request?.message}</A.Description>
          <div className="mt-6 flex justify-end gap-2">
            <A.Cancel className={buttonVariants({ variant: 'outline' })}>{request?.cancelLabel}</A.Cancel>
            <A.Action
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => {
                request?.onConfirm();
              }}
            >
              {request?.confirmLabel}
            </A.Action>
          </div>
        </A.Content>
      </A.Portal>
    </A.Root>
  );
}
