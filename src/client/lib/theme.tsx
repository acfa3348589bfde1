import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

// Spec §1: dark by default; visitors toggle light or dark (no "system" option); kept in
// localStorage under 'theme'. public/theme-init.js applies it before React loads.

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

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      /* private mode: the theme just isn't remembered */
    }
  }, [theme]);
  const setTheme = useCallback((t: Theme) => setThemeState(t), []);
  const toggle = useCallback(() => setThemeState((t) => (t === 'dark' ? 'light' : 'dark')), []);
  return <ThemeContext.Provider value={{ theme, setTheme, toggle }}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
