#!/usr/bin/env node
// Enforces the layers of docs/architecture.md: imports only go down, features never import each other,
// no deep imports into another package, and every @cc import is a declared dependency. Inside the API,
// the database, the shared library and the demo seed never import the features, plugins or the app.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
// foundation → platform → business → features → apps (see docs/architecture.md).
const FOUNDATION = new Set(['@cc/ui-rtl', '@cc/contracts', '@cc/domain']);
// The template designer is a library other apps install (its own README): platform, so a feature (print)
// renders what it designed.
const PLATFORM = new Set([
  '@cc/data-table',
  '@cc/auth',
  '@cc/api-client',
  '@cc/resources',
  '@cc/template-designer',
]);
const BUSINESS = new Set(['@cc/business']);
const APPS = new Set(['@cc/web', '@cc/api']);
const FEATURE = 3;
const rank = (name) =>
  APPS.has(name) ? 4 : FOUNDATION.has(name) ? 0 : PLATFORM.has(name) ? 1 : BUSINESS.has(name) ? 2 : FEATURE;
// Test doubles never reach a production bundle: only tests, stories and their helpers may import them.
const TESTING_SUBPATH = /^\/testing(\/|$)/;
const isTestFile = (file) =>
  /\.(test|stories)\.tsx?$/.test(file) ||
  /[\\/](test|testing|\.storybook|e2e)[\\/]/.test(file) ||
  /(^|[\\/])(test-setup|story-helpers)\.tsx?$/.test(file);

const workspaces = ['apps', 'packages'].flatMap((dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir))
        .map((d) => path.join(root, dir, d))
        .filter((d) => existsSync(path.join(d, 'package.json')))
    : [],
);
const pkgs = new Map(
  workspaces.map((dir) => [JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name, dir]),
);
const exportsOf = (name) =>
  Object.keys(
    JSON.parse(readFileSync(path.join(pkgs.get(name), 'package.json'), 'utf8')).exports ?? { '.': 1 },
  );

// The API's own layers: these folders of apps/api/src sit under the features, the plugins and the app
// that compose them. Tests are exempt: they may build the whole app.
const API_LOWER = ['db', 'lib', 'seed'];
const API_UPPER = /^(features|plugins)(\/|$)|^(app|server)(\.ts)?$/;

const problems = [];
const walk = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (['node_modules', 'dist', 'storybook-static'].includes(f)) return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|tsx|mts)$/.test(f) ? [p] : [];
  });

for (const [name, dir] of pkgs) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = new Set(
    Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies }),
  );
  for (const dep of declared) {
    if (!pkgs.has(dep)) continue;
    if (rank(dep) > rank(name) || (rank(dep) === FEATURE && rank(name) === FEATURE))
      problems.push(`${name} depends on ${dep}: imports only go down, and features never import each other`);
  }
  const src = path.join(dir, 'src');
  if (!existsSync(src)) continue;
  for (const file of walk(src)) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](@cc\/[^/'"]+)(\/[^'"]*)?['"]/g)) {
      const [, target, sub] = m;
      const where = path.relative(root, file);
      if (target === name) {
        problems.push(`${where}: imports its own package by name`);
        continue;
      }
      if (!declared.has(target)) problems.push(`${where}: imports ${target}, which ${name} does not declare`);
      if (sub && pkgs.has(target) && !exportsOf(target).includes(`.${sub}`))
        problems.push(`${where}: deep import ${target}${sub}`);
      if (sub && TESTING_SUBPATH.test(sub) && !isTestFile(path.relative(dir, file)))
        problems.push(`${where}: imports ${target}${sub} outside tests and stories`);
    }
    const inSrc = path.relative(src, file).split(path.sep).join('/');
    if (name === '@cc/api' && API_LOWER.includes(inSrc.split('/')[0]) && !isTestFile(inSrc)) {
      for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]*)['"]/g)) {
        const target = path
          .relative(src, path.resolve(path.dirname(file), m[1]))
          .split(path.sep)
          .join('/');
        if (API_UPPER.test(target))
          problems.push(`${path.relative(root, file)}: imports ${target}, above the db, lib and seed layers`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Layer check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Layer check: ${pkgs.size} workspaces, no violations.`);
