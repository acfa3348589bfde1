#!/usr/bin/env node
// Makes sure Debian's chromium is installed for the Playwright tests (npx playwright install
// cannot download browsers on these machines). Installs it with apt when missing and we are root.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const BIN = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(BIN)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${BIN}. Install it: sudo apt-get update && sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (once)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
if (!existsSync(BIN)) {
  console.error('chromium installation did not produce', BIN);
  process.exit(1);
}
