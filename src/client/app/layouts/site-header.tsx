import { useState } from 'react';
import { Link } from 'wouter';
import { ExternalLink, Menu, Moon, PhoneCall, Sun, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useTheme } from '@client/lib/theme';
import { usePublicConfig } from '@client/lib/use-public-config';

const NAV = [
  { href: '/', label: 'Home' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/pricing', label: 'Pricing' },
];

export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}

/** Spec §2: fixed header with logo, Home, How It Works, Pricing, parent-company link, theme toggle, Enterprise; a menu toggle on small screens. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const config = usePublicConfig();
  const links = (
    <>
      {NAV.map((n) => (
        <Link
          key={n.href}
          href={n.href}
          onClick={() => setOpen(false)}
          className="text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          {n.label}
        </Link>
      ))}
      <a
        href={config?.parentCompanyUrl ?? '#'}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        Callcraft Labs <ExternalLink className="h-3 w-3" />
      </a>
    </>
  );
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href="/" className="flex items-center gap-2 font-bold" aria-label="Callcraft home">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <PhoneCall className="h-4 w-4" />
          </span>
          Callcraft
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <a href={config?.enterpriseUrl ?? '#'} target="_blank" rel="noreferrer">
              Enterprise
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {open && (
        <nav aria-label="Mobile" className="flex flex-col gap-4 border-t bg-background px-4 py-4 md:hidden">
          {links}
          <a
            href={config?.enterpriseUrl ?? '#'}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-primary"
          >
            Enterprise
          </a>
        </nav>
      )}
    </header>
  );
}
