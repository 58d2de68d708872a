import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package root, found from this module whether it runs from src/ (tests, tsx) or is bundled
 * into dist/server.js: walk up to the folder holding this package's package.json.
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @cc/api package root (folder with package.json and drizzle/)');
}

export const PACKAGE_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = path.join(PACKAGE_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = path.resolve(PACKAGE_ROOT, '../web/dist');
