import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Check, Mail } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { usePublicConfig } from '@client/lib/use-public-config';

export const COPY_CONFIRM_MS = 2000;

/** Spec §2: a contact button that copies the address and shows 'Copied!' for 2 s; privacy and terms links; created-by; copyright. */
export function SiteFooter() {
  const config = usePublicConfig();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!config) return;
    try {
      await navigator.clipboard.writeText(config.contactEmail);
    } catch {
      // Clipboard refused (insecure context): the address is still shown in the button's title.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground md:flex-row">
        <Button variant="outline" size="sm" onClick={copy} title={config?.contactEmail} data-testid="contact-button">
          {copied ? <Check /> : <Mail />}
          {copied ? 'Copied!' : 'Contact us'}
        </Button>
        <nav aria-label="Legal" className="flex gap-6">
          <Link href="/privacy" className="hover:text-foreground">
            Privacy Policy
          </Link>
          <Link href="/terms" className="hover:text-foreground">
            Terms and Conditions
          </Link>
        </nav>
        <div className="flex flex-col items-center gap-1 md:items-end">
          <a href={config?.createdByUrl ?? '#'} target="_blank" rel="noreferrer" className="hover:text-foreground">
            Created by the Callcraft team
          </a>
          <span suppressHydrationWarning>© {new Date().getFullYear()} Callcraft. All rights reserved.</span>
        </div>
      </div>
    </footer>
  );
}
