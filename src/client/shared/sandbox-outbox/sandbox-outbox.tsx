import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { usePublicConfig } from '@client/lib/use-public-config';
import { useCan } from '@client/shared/role/role';

// Without SMTP_URL no mail leaves: invitations, verification and reset links wait in the Sandbox
// outbox (/admin/outbox), which only people who may inspect the system can read (it holds live links).

const OUTBOX = '/admin/outbox';

/** Whether account mail goes to the Sandbox outbox instead of inboxes. */
export function useMailSandboxed(): boolean {
  return usePublicConfig()?.providers.mail.mode === 'sandbox';
}

/** Says where the mail is in the Sandbox; links the outbox for those allowed to read it. */
export function SandboxMailNote({ what }: { what: string }) {
  const sandboxed = useMailSandboxed();
  const may = useCan('system:inspect');
  if (!sandboxed) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="sandbox-mail-note">
      Sandbox: no mail is sent. {what} waits in the{' '}
      {may.allowed ? (
        <Link href={OUTBOX} className="font-medium text-primary underline-offset-2 hover:underline">
          Sandbox outbox
        </Link>
      ) : (
        'Sandbox outbox, which an owner or admin can open'
      )}
      .
    </p>
  );
}

/** The header's way to the outbox, in the Sandbox, for those allowed to read it. */
export function OutboxButton() {
  const sandboxed = useMailSandboxed();
  const may = useCan('system:inspect');
  if (!sandboxed || !may.allowed) return null;
  return (
    <Button variant="ghost" asChild>
      <Link href={OUTBOX} data-testid="outbox-link">
        <Mail aria-hidden />
        Outbox
      </Link>
    </Button>
  );
}
