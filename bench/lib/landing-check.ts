// "The landing page loads no admin code", checked on what it really loads: the entry chunk's static
// import closure from Vite's manifest plus every script the browser requested on /, each mapped to
// the source modules inside it (the build's module map, written by vite.config.ts). Chunk names
// prove nothing: an admin module inlined into a shared chunk called `button-…js` is still admin code.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Output file (e.g. assets/index-abc.js) → source modules inside it. */
export type ModuleMap = Record<string, string[]>;

/** Source files that only the admin area, the sign-in pages and the internal tool pages use. */
export const ADMIN_SOURCES =
  /src\/client\/(pages\/(admin|admin-login|login|deployment-test|test-firecrawl|test-enhanced-voice|lead-scout|prompt-preview|prompt-test|preview-voice)-page\.tsx$|features\/(admin-auth|admin-dashboard|analytics|diagnostics|help|qa|template-editor|voice-trials)\/|lib\/admin-tabs\.ts$)|node_modules\/recharts\//;

/** Files the entry chunk loads before any dynamic import (the entry and its static imports, transitively). */
export function staticClosure(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  walk(entry);
  return [...seen].map((k) => manifest[k].file);
}

/** A requested URL's path inside the build output (…/assets/x.js → assets/x.js), or null for other requests. */
export function builtFileOf(url: string): string | null {
  const match = /\/(assets\/[^?#]+\.js)(?:[?#].*)?$/.exec(url);
  return match ? match[1] : null;
}

export interface LandingReport {
  files: string[];
  modules: string[];
  adminModules: string[];
  /** Loaded files the module map does not know: the map is stale or the build changed under us. */
  unmapped: string[];
}

export function inspectLanding(manifest: Manifest, modules: ModuleMap, requestedUrls: string[]): LandingReport {
  const requested = requestedUrls.map(builtFileOf).filter((f): f is string => f !== null);
  const files = [...new Set([...staticClosure(manifest), ...requested])].sort();
  const unmapped = files.filter((f) => !modules[f]);
  const all = [...new Set(files.flatMap((f) => modules[f] ?? []))].sort();
  return { files, modules: all, adminModules: all.filter((m) => ADMIN_SOURCES.test(m)), unmapped };
}

/** Throws when the landing page loads admin code, or when what it loads cannot be checked. */
export function assertNoAdminCode(report: LandingReport) {
  if (report.unmapped.length)
    throw new Error(`cannot check files missing from the module map: ${report.unmapped.join(', ')}`);
  if (report.adminModules.length)
    throw new Error(`admin code in what the landing page loads: ${report.adminModules.join(', ')}`);
}
