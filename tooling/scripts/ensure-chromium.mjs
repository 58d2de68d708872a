#!/usr/bin/env node
import { execSync } from 'node:child_process';
// End-to-end tests drive Debian's Chromium (/usr/bin/chromium). Playwright's own browser download
// cannot work here, so install the distribution package when it is missing and we are allowed to.
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) {
  console.log(`Chromium found at ${CHROMIUM}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log('Installing Chromium from apt (one time)…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!existsSync(CHROMIUM)) {
  console.error('Chromium installation did not provide /usr/bin/chromium');
  process.exit(1);
}
