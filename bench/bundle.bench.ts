import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { assertNoAdminCode, inspectLanding, staticClosure, type Manifest, type ModuleMap } from './lib/landing-check';
import { buildClient, serveBuilt } from './lib/serve-built';
import type { BenchResult } from './run';

// The JavaScript the landing page loads in the production build, gzip-compressed, and proof that
// none of it is admin code. "Loads" is checked twice over: the entry's static import closure (Vite's
// manifest) and every script a real browser requests on / while the visitor scrolls the whole page
// (the wizard and anything lazy it pulls in). Each file is mapped to the source modules inside it
// (dist/client/.vite/modules.json), so admin code inlined into an innocently named shared chunk is
// caught too: bench/lib/landing-check.test.ts plants such a module and sees the check fail.

const PORT = Number(process.env.BUNDLE_BENCH_PORT ?? 4393);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function scriptsRequestedOnLanding(baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const urls: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && urls.push(r.url())));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20_000);
    await page.locator('#wizard-form').waitFor();
    await page.waitForLoadState('networkidle');
    return urls;
  } finally {
    await browser.close();
  }
}

export default async function bundleBench(): Promise<BenchResult> {
  buildClient();
  const dist = path.resolve('dist/client');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const modules = JSON.parse(readFileSync(path.join(dist, '.vite/modules.json'), 'utf8')) as ModuleMap;

  const server = await serveBuilt(PORT);
  let requested: string[];
  try {
    requested = await scriptsRequestedOnLanding(server.baseUrl);
  } finally {
    await server.stop();
  }
  const report = inspectLanding(manifest, modules, requested);
  assertNoAdminCode(report);

  // Size of the first load: the static closure (what paints the first screen).
  const files = staticClosure(manifest);
  const bytes = files.map((f) => readFileSync(path.join(dist, f)));
  const raw = bytes.reduce((n, b) => n + b.length, 0);
  const gz = bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  const css = [
    ...new Set(
      Object.values(manifest)
        .filter((c) => c.isEntry)
        .flatMap((c) => c.css ?? []),
    ),
  ];
  const cssGz = css.reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return {
    name: 'bundle',
    metrics: {
      landingJsFiles: files.length,
      landingJsRawKb: Math.round(raw / 102.4) / 10,
      landingJsGzipKb: Math.round(gz / 102.4) / 10,
      landingCssGzipKb: Math.round(cssGz / 102.4) / 10,
      landingScriptsRequestedWithWizard: report.files.length,
      landingModulesChecked: report.modules.length,
      adminModulesInLanding: report.adminModules,
    },
    notes:
      'first load = static import closure of the entry (dist/client/.vite/manifest.json); the admin check also covers every script chromium requested on / scrolled to the end, mapped to source modules (.vite/modules.json)',
  };
}
