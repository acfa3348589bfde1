import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

// Spec §1: dark by default; visitors toggle light or dark (no "system" option); kept in
// localStorage under 'theme'. src/common/theme/theme-init.ts, inlined into index.html, applies it
// to <html> before the first paint; this store keeps React and <html> in step afterwards.

export type Theme = 'dark' | 'light';
export const THEME_KEY = 'theme';

const ThemeContext = createContext<{ theme: Theme; setTheme(t: Theme): void; toggle(): void } | null>(null);

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

function storeTheme(t: Theme) {
  document.documentElement.classList.toggle('dark', t === 'dark');
  try {
    localStorage.setItem(THEME_KEY, t);
  } catch {
    /* private mode: the theme just isn't remembered */
  }
  for (const l of listeners) l();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Prerendered pages were rendered with the default (dark); React hydrates with that and then
  // re-renders with the visitor's stored theme, so hydration never disagrees with the HTML.
  const theme = useSyncExternalStore<Theme>(subscribe, readStoredTheme, () => 'dark');
  const setTheme = useCallback((t: Theme) => storeTheme(t), []);
  const toggle = useCallback(() => storeTheme(readStoredTheme() === 'dark' ? 'light' : 'dark'), []);
  const value = useMemo(() => ({ theme, setTheme, toggle }), [theme, setTheme, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
