import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@client/lib/use-toast';
import { signOut } from './auth-api';
import { forgetAdminLogin } from './admin-flag';
import { useResetAdminCache } from './use-admin-session';

/** Spec §4: logout clears both browser values and goes to /admin/login; the server ends the session. */
export function useLogout() {
  const [, navigate] = useLocation();
  const resetCache = useResetAdminCache();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      toast({
        title: 'Sign out failed',
        description: 'The server did not end the session. Please try again.',
        variant: 'destructive',
      });
      setBusy(false);
      return;
    }
    forgetAdminLogin();
    resetCache();
    setBusy(false);
    navigate('/admin/login');
  };
  return { run, busy };
}
