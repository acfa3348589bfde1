import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { signInNoticeText, type TSignInNotice } from '@common/auth/schemas';
import { apiRequest } from '@client/lib/api';
import { Button } from '@client/components/ui/button';

/**
 * Failed sign-ins for this admin's name before this sign-in (the server counts
 * them per address and name and slows those addresses down, never locking the name) are shown
 * once signed in, until dismissed. The notice comes with GET /api/admin/session.
 */
export function SignInNotice({ notice }: { notice: TSignInNotice | null | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/admin/session/sign-in-notice'),
    onSuccess: () => setDismissed(true),
  });
  if (!notice || dismissed) return null;
  return (
    <div
      role="alert"
      data-testid="sign-in-notice"
      className="flex flex-col gap-3 rounded-md border border-amber-500 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex items-start gap-2 text-sm">
        <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{signInNoticeText(notice)}</span>
      </p>
      <div className="flex flex-col items-end gap-1">
        <Button variant="outline" size="sm" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Dismiss
        </Button>
        {dismiss.isError && <p className="text-xs">Could not dismiss the notice. Please try again.</p>}
      </div>
    </div>
  );
}
