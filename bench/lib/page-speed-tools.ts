import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Lighthouse, puppeteer-core and chrome-launcher serve only `npm run bench page-speed`, and they
// declare Node 22, so they stay out of the project's install (a fresh `npm ci` on Node 20 would
// warn about them). The bench installs these pinned versions into .tmp/page-speed-tools on first
// use and loads them from there.

const TOOLS = { lighthouse: '13.5.0', 'puppeteer-core': '25.16.0', 'chrome-launcher': '1.2.1' };
const DIR = path.resolve('.tmp/page-speed-tools');

/** The part of a Lighthouse report the bench reads. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
}

interface Page {
  waitForSelector(selector: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  close(): Promise<void>;
}

export interface PageSpeedTools {
  version: string;
  lighthouse(url: string, flags: Record<string, unknown>): Promise<{ lhr: LighthouseReport } | undefined>;
  startFlow(
    page: Page,
    opts: { flags: Record<string, unknown> },
  ): Promise<{
    navigate(url: string): Promise<void>;
    startTimespan(opts: { name: string }): Promise<void>;
    endTimespan(): Promise<void>;
    createFlowResult(): Promise<{ steps: Array<{ lhr: LighthouseReport }> }>;
  }>;
  puppeteer: {
    connect(opts: { browserURL: string }): Promise<{ newPage(): Promise<Page>; disconnect(): Promise<void> }>;
  };
  chromeLauncher: {
    launch(opts: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
  };
}

const installed = () =>
  Object.entries(TOOLS).every(([name, version]) => {
    const pkg = path.join(DIR, 'node_modules', name, 'package.json');
    return existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version === version;
  });

export async function loadPageSpeedTools(): Promise<PageSpeedTools> {
  if (!installed()) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path.join(DIR, 'package.json'), '{ "private": true, "type": "module" }\n');
    const specs = Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`);
    console.error(`page-speed: installing ${specs.join(', ')} into ${DIR}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', DIR, ...specs], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  // Bare specifiers resolve from this file's folder, i.e. from the tools' own node_modules.
  const entry = path.join(DIR, 'tools.mjs');
  writeFileSync(
    entry,
    [
      "export { default as lighthouse, startFlow } from 'lighthouse';",
      "export { default as puppeteer } from 'puppeteer-core';",
      "export * as chromeLauncher from 'chrome-launcher';",
    ].join('\n') + '\n',
  );
  const mod = (await import(pathToFileURL(entry).href)) as Omit<PageSpeedTools, 'version'>;
  return { ...mod, version: TOOLS.lighthouse };
}
