import { GUIDE_SECTIONS } from './user-guide-content';

export interface GuidePosition {
  section: number;
  guide: number;
}

/** Previous Guide steps back within a section, then into the previous section's last guide. */
export function previousGuide(p: GuidePosition): GuidePosition | null {
  if (p.guide > 0) return { section: p.section, guide: p.guide - 1 };
  if (p.section > 0) return { section: p.section - 1, guide: GUIDE_SECTIONS[p.section - 1].guides.length - 1 };
  return null;
}

/** The forward button reads "Next Guide" inside a section and "Next Section" at its last guide. */
export function nextGuide(p: GuidePosition): { to: GuidePosition; label: 'Next Guide' | 'Next Section' } | null {
  if (p.guide < GUIDE_SECTIONS[p.section].guides.length - 1)
    return { to: { section: p.section, guide: p.guide + 1 }, label: 'Next Guide' };
  if (p.section < GUIDE_SECTIONS.length - 1) return { to: { section: p.section + 1, guide: 0 }, label: 'Next Section' };
  return null;
}
