import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '@client/lib/admin-tabs';
import { GUIDE_SECTIONS, notBuiltNotice } from '@client/features/help/user-guide-content';
import { ADMIN_PANELS } from './admin-page';

// One list of what is built (lib/admin-tabs.ts) drives the dashboard, the User Guide and Help.

describe('built features: one list', () => {
  it('a tab is marked built exactly when the dashboard has its panel', () => {
    expect(
      ADMIN_TABS.filter((t) => t.built)
        .map((t) => t.id)
        .sort(),
    ).toEqual(Object.keys(ADMIN_PANELS).sort());
  });

  it('every tab is described by some guide', () => {
    const described = new Set(GUIDE_SECTIONS.flatMap((s) => s.guides.flatMap((g) => g.tabs)));
    expect(ADMIN_TABS.filter((t) => !described.has(t.id)).map((t) => t.id)).toEqual([]);
  });

  it('a guide about an unbuilt tab says so; a guide about built tabs does not', () => {
    for (const guide of GUIDE_SECTIONS.flatMap((s) => s.guides)) {
      const unbuilt = ADMIN_TABS.filter((t) => !t.built && (guide.tabs as string[]).includes(t.id));
      const notice = notBuiltNotice(guide);
      if (unbuilt.length === 0) expect(notice, guide.title).toBeNull();
      else for (const t of unbuilt) expect(notice, guide.title).toContain(t.label);
    }
    // The exact wording, with Dispatch (then Dispatch and Dev Queue) taken as not built.
    const dispatch = GUIDE_SECTIONS.flatMap((s) => s.guides).find(
      (g) => g.tabs.length === 1 && g.tabs[0] === 'dispatch',
    );
    expect(dispatch).toBeDefined();
    expect(notBuiltNotice(dispatch!, (t) => t !== 'dispatch')).toBe(
      'Not built yet: The Dispatch tab is still being built. These steps describe how it will work; today the tab says it is being built.',
    );
    expect(
      notBuiltNotice({ ...dispatch!, tabs: ['dispatch', 'queue'] }, (t) => t !== 'dispatch' && t !== 'queue'),
    ).toBe(
      'Not built yet: The Dispatch and Dev Queue tabs are still being built. These steps describe how it will work; today the tab says it is being built.',
    );
    expect(notBuiltNotice(dispatch!, () => true)).toBeNull();
  });
});
