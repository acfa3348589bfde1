import { LogOut } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" onClick={logout.run} disabled={logout.busy}>
      <LogOut aria-hidden />
      Logout
    </Button>
  );
}
