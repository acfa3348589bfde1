import { useState, type FormEvent } from 'react';
import type { TRole } from '@common/members/roles';
import { ZInviteMemberRequest } from '@common/members/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { SandboxMailNote, useMailSandboxed } from '@client/shared/sandbox-outbox/sandbox-outbox';
import { RoleSelect } from './role-select';
import { inviteMember } from './use-members';

/** Email and role, checked by the same schema as the server; the link goes out by mail. */
export function InviteForm({ onInvited }: { onInvited(): void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TRole>('operator');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sandboxed = useMailSandboxed();

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = ZInviteMemberRequest.safeParse({ email, role });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    setError(null);
    try {
      await inviteMember(parsed.data);
      setSent(parsed.data.email);
      setEmail('');
      onInvited();
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? 'The invitation failed') : 'The invitation failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a member</CardTitle>
        <CardDescription>
          {sandboxed
            ? 'Their invitation holds a link (valid 7 days) to choose their name and password.'
            : 'They get a link by email (valid 7 days) to choose their name and password.'}
        </CardDescription>
        <SandboxMailNote what="Each invitation" />
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate>
          <label className="grid gap-1 text-sm font-medium">
            Email
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(error)}
              className="w-72"
            />
          </label>
          <RoleSelect label="Role" value={role} onChange={setRole} />
          <Button type="submit" disabled={busy}>
            Send invitation
          </Button>
        </form>
        {error && <p className="mt-2 text-sm text-destructive">{error}</p>}
        {sent && !error && (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="invitation-sent">
            {sandboxed
              ? `Invitation for ${sent} is in the Sandbox outbox (not emailed).`
              : `Invitation sent to ${sent}.`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
