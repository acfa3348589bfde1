import { ROLE_LABELS, type TRole } from '@common/members/roles';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { InviteForm } from './invite-form';
import { RoleSelect } from './role-select';
import {
  changeRole,
  removeMember,
  resendInvitation,
  revokeInvitation,
  useMembers,
  useRefreshMembers,
} from './use-members';

/** Members with their roles, and invitations: invite, resend, revoke, change role, remove. */
export function MembersTab() {
  const list = useMembers();
  const refresh = useRefreshMembers();
  const act = async (title: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      toast({ variant: 'destructive', title, description: err instanceof ApiError ? err.serverMessage : 'Try again' });
    }
    refresh();
  };

  return (
    <div className="grid gap-6">
      <InviteForm onInvited={refresh} />
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {list.isLoading && <Spinner className="mx-auto h-6 w-6" label="Loading members" />}
          {list.data?.members.map((m) => (
            <div
              key={m.userId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              data-testid="member-row"
            >
              <div>
                <div className="font-medium">{m.name}</div>
                <div className="text-xs text-muted-foreground">{m.email}</div>
              </div>
              <div className="flex items-center gap-2">
                <RoleSelect
                  label={`Role of ${m.email}`}
                  value={m.role}
                  onChange={(role: TRole) => void act('Role not changed', () => changeRole(m.userId, role))}
                />
                {!m.builtIn && (
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() =>
                      window.confirm(`Remove ${m.email}? Their sessions and API keys end at once.`) &&
                      void act('Not removed', () => removeMember(m.userId))
                    }
                  >
                    Remove
                  </Button>
                )}
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Invitations</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {list.data?.invitations.length === 0 && <p className="text-sm text-muted-foreground">No invitations yet.</p>}
          {list.data?.invitations.map((i) => (
            <div
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              data-testid="invitation-row"
            >
              <div className="text-sm">
                {i.email} · {ROLE_LABELS[i.role]} <Badge variant="outline">{i.status}</Badge>
                <span className="text-xs text-muted-foreground">
                  {' '}
                  expires {new Date(i.expiresAt).toLocaleDateString()}
                </span>
              </div>
              {(i.status === 'pending' || i.status === 'expired') && (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void act('Not resent', () => resendInvitation(i.id))}
                  >
                    Resend
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => void act('Not revoked', () => revokeInvitation(i.id))}
                  >
                    Revoke
                  </Button>
                </div>
              )}
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
