import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hasNavigated } from '@client/lib/navigation';

const SECTION_FOR_PATH: Record<string, string> = { '/features': 'features', '/how-it-works': 'how-it-works' };

/**
 * /features and /how-it-works are the landing page scrolled to a section (spec §2). Route matching
 * is case-insensitive, so the path is lower-cased before the lookup. `ready` holds the scroll back
 * until content above the sections (the lazily loaded wizard) has its height.
 *
 * `/` starts at the top when the visitor comes to it from elsewhere in the app, but not when the
 * document was opened at `/`: there the wizard arrives after the first screen, and a scroll to
 * the top then would yank a visitor who had already scrolled down back up.
 */
export function useSectionScroll(ready = true) {
  const [location] = useLocation();
  useEffect(() => {
    if (!ready) return;
    const id = SECTION_FOR_PATH[location.toLowerCase()];
    if (!id && !hasNavigated()) return;
    // Wait a frame so the sections below the wizard have their final layout.
    const frame = requestAnimationFrame(() => {
      if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else window.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [location, ready]);
}
