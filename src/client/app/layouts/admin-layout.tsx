import type { ReactNode } from 'react';

/**
 * Frame for the admin area and the admin tool pages. The admin feature adds the auth guard on the
 * pages that need it and the Help widget (spec: only on paths beginning with /admin).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-screen bg-background">{children}</div>;
}
