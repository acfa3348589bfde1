import { useEffect } from 'react';
import { useLocation } from 'wouter';

const SECTION_FOR_PATH: Record<string, string> = { '/features': 'features', '/how-it-works': 'how-it-works' };

/**
 * /features and /how-it-works are the landing page scrolled to a section (spec §2). Route matching
 * is case-insensitive, so the path is lower-cased before the lookup. `ready` holds the scroll back
 * until content above the sections (the lazily loaded wizard) has its height.
 */
export function useSectionScroll(ready = true) {
  const [location] = useLocation();
  useEffect(() => {
    if (!ready) return;
    const id = SECTION_FOR_PATH[location.toLowerCase()];
    // Wait a frame so the sections below the wizard have their final layout.
    const frame = requestAnimationFrame(() => {
      if (id) document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else window.scrollTo({ top: 0 });
    });
    return () => cancelAnimationFrame(frame);
  }, [location, ready]);
}
