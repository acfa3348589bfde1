import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './run';

// The JavaScript the landing page loads in the production build (the entry chunk and everything
// it imports statically), gzip-compressed, and proof that none of it is admin code: admin pages
// must stay lazy chunks that only load on their routes.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const ADMIN_SOURCES = /pages\/(admin|admin-login|login|deployment-test|test-firecrawl|test-enhanced-voice|lead-scout|prompt-preview|prompt-test|preview-voice)-page\.tsx$|features\/(admin|qa|analytics|help)/;

export default async function bundleBench(): Promise<BenchResult> {
  execSync('npx vite build', { stdio: 'ignore' });
  const dist = path.resolve('dist/client');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;

  // Static closure of the entry: what the browser loads for "/" before any lazy import.
  const loaded = new Set<string>();
  const walk = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  walk(entryKey);

  const files = [...loaded].map((k) => manifest[k].file);
  const bytes = files.map((f) => readFileSync(path.join(dist, f)));
  const raw = bytes.reduce((n, b) => n + b.length, 0);
  const gz = bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  const css = [...loaded].flatMap((k) => manifest[k].css ?? []);
  const cssGz = css.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  const adminInLanding = [...loaded].filter((k) => ADMIN_SOURCES.test(k));
  const lazyAdmin = Object.keys(manifest).filter((k) => ADMIN_SOURCES.test(k) && !loaded.has(k));

  if (adminInLanding.length) throw new Error(`admin code in the landing bundle: ${adminInLanding.join(', ')}`);
  return {
    name: 'bundle',
    metrics: {
      landingJsFiles: files.length,
      landingJsRawKb: Math.round(raw / 102.4) / 10,
      landingJsGzipKb: Math.round(gz / 102.4) / 10,
      landingCssGzipKb: Math.round(cssGz / 102.4) / 10,
      adminModulesInLanding: adminInLanding,
      adminModulesLazy: lazyAdmin.length,
    },
    notes: 'static import closure of the entry chunk in dist/client/.vite/manifest.json',
  };
}
