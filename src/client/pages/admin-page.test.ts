import { describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '@client/lib/admin-tabs';
import { GUIDE_SECTIONS } from '@client/features/help/user-guide-content';
import { ADMIN_PANELS } from './admin-page';

// The tab list (lib/admin-tabs.ts) drives the dashboard and the User Guide.

describe('admin tabs: one list', () => {
  it('every tab has its panel, and no panel is without a tab', () => {
    expect(ADMIN_TABS.map((t) => t.id).sort()).toEqual(Object.keys(ADMIN_PANELS).sort());
  });

  it('every tab is described by some guide', () => {
    const described = new Set(GUIDE_SECTIONS.flatMap((s) => s.guides.flatMap((g) => g.tabs)));
    expect(ADMIN_TABS.filter((t) => !described.has(t.id)).map((t) => t.id)).toEqual([]);
  });
});
