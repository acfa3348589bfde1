import { describe, expect, it } from 'vitest';
import {
  ADMIN_SOURCES,
  assertNoAdminCode,
  builtFileOf,
  inspectLanding,
  staticClosure,
  type Manifest,
  type ModuleMap,
} from './landing-check';

// A synthetic build: the entry imports a shared chunk with an innocent name, the wizard is lazy.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_button-b2.js'],
    dynamicImports: ['features/wizard/index.ts', 'pages/admin-page.tsx'],
  },
  '_button-b2.js': { file: 'assets/button-b2.js' },
  'features/wizard/index.ts': { file: 'assets/wizard-c3.js', imports: ['_button-b2.js'] },
  'pages/admin-page.tsx': { file: 'assets/admin-page-d4.js', imports: ['_button-b2.js'] },
};
const clean: ModuleMap = {
  'assets/index-a1.js': ['src/client/main.tsx', 'src/client/pages/landing-page.tsx', 'node_modules/react-dom/index.js'],
  'assets/button-b2.js': ['src/client/components/ui/button.tsx', 'src/client/lib/utils.ts'],
  'assets/wizard-c3.js': ['src/client/features/wizard/wizard.tsx'],
  'assets/admin-page-d4.js': ['src/client/pages/admin-page.tsx', 'src/client/features/admin-dashboard/stats.tsx'],
};
const requestedOnLanding = [
  'http://127.0.0.1:4393/assets/index-a1.js',
  'http://127.0.0.1:4393/assets/button-b2.js',
  'http://127.0.0.1:4393/assets/wizard-c3.js?v=1',
];

describe('landing-page admin check', () => {
  it('passes a landing page whose loaded files hold no admin module', () => {
    expect(staticClosure(manifest)).toEqual(['assets/index-a1.js', 'assets/button-b2.js']);
    const report = inspectLanding(manifest, clean, requestedOnLanding);
    expect(report.files).toEqual(['assets/button-b2.js', 'assets/index-a1.js', 'assets/wizard-c3.js']);
    expect(report.adminModules).toEqual([]);
    expect(() => assertNoAdminCode(report)).not.toThrow();
  });

  it('fails when an admin import is planted in a chunk the landing page loads statically, whatever the chunk is called', () => {
    const planted = {
      ...clean,
      'assets/button-b2.js': [...clean['assets/button-b2.js'], 'src/client/features/admin-dashboard/stats.tsx'],
    };
    const report = inspectLanding(manifest, planted, requestedOnLanding);
    expect(report.adminModules).toEqual(['src/client/features/admin-dashboard/stats.tsx']);
    expect(() => assertNoAdminCode(report)).toThrow(
      /admin code in what the landing page loads: src\/client\/features\/admin-dashboard\/stats\.tsx/,
    );
  });

  it('fails when the browser fetched admin code lazily on / (a chunk outside the static closure)', () => {
    const planted = {
      ...clean,
      'assets/wizard-c3.js': [...clean['assets/wizard-c3.js'], 'src/client/pages/admin-login-page.tsx'],
    };
    expect(() => assertNoAdminCode(inspectLanding(manifest, planted, requestedOnLanding))).toThrow(/admin-login-page/);
    // The same chunk, not requested on /, is not the landing page's concern.
    expect(() => assertNoAdminCode(inspectLanding(manifest, planted, requestedOnLanding.slice(0, 2)))).not.toThrow();
  });

  it('refuses to pass what it cannot see: a loaded file missing from the module map', () => {
    const { ['assets/wizard-c3.js']: _gone, ...stale } = clean;
    expect(() => assertNoAdminCode(inspectLanding(manifest, stale, requestedOnLanding))).toThrow(
      /missing from the module map: assets\/wizard-c3\.js/,
    );
  });

  it('knows the admin sources and the built-file URLs', () => {
    for (const m of [
      'src/client/pages/admin-page.tsx',
      'src/client/features/admin-auth/sign-in.tsx',
      'src/client/features/analytics/charts.tsx',
      'node_modules/recharts/es6/index.js',
    ])
      expect(ADMIN_SOURCES.test(m), m).toBe(true);
    for (const m of [
      'src/client/pages/landing-page.tsx',
      'src/client/lib/analytics.ts',
      'src/client/features/wizard/wizard.tsx',
      'src/client/features/pricing/deposit-card.tsx',
    ])
      expect(ADMIN_SOURCES.test(m), m).toBe(false);
    expect(builtFileOf('http://x/assets/a-1.js?import')).toBe('assets/a-1.js');
    expect(builtFileOf('http://x/theme-init.js')).toBeNull();
  });
});
