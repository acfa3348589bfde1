import { useEffect } from 'react';
import { useLocation } from 'wouter';

// Whether the visitor has moved within the app since the document was opened. The landing page
// uses it to tell "opened at /" (leave the scroll alone) from "came back to /" (start at the top).
let opened: string | null = null;
let moved = false;

export const hasNavigated = () => moved;

/** Records each route change; mounted once, around every page (app.tsx). */
export function useNavigationTracker() {
  const [location] = useLocation();
  useEffect(() => {
    const path = location.toLowerCase();
    if (opened === null) opened = path;
    else if (path !== opened) moved = true;
  }, [location]);
}
