#!/usr/bin/env node
// Packs @cc/template-designer as an app outside this workspace installs it: the built dist/ (the workspace
// packages it uses bundled in: tsup.config.ts), README, CHANGELOG and a package.json of public names only
// (no scripts, no devDependencies, no `workspace:` range, no `@cc/source` condition). Writes the tarball
// into the folder given (default: the package's own folder) and prints its path.
//
//   pnpm --filter @cc/template-designer build && node scripts/pack.mjs [out-dir]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? root);
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

if (!existsSync(path.join(root, 'dist/index.js')) || !existsSync(path.join(root, 'dist/styles.css')))
  throw new Error('dist/ is missing: run `pnpm --filter @cc/template-designer build` first');

/** An export condition map without the workspace's source condition. */
const published = (entry) =>
  typeof entry === 'string'
    ? entry
    : Object.fromEntries(Object.entries(entry).filter(([k]) => k !== '@cc/source'));

const packed = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  license: manifest.license,
  type: 'module',
  sideEffects: manifest.sideEffects,
  exports: {
    '.': published(manifest.exports['.']),
    './render': published(manifest.exports['./render']),
    './styles.css': './dist/styles.css',
    './render.css': './dist/render.css',
    './package.json': './package.json',
  },
  types: './dist/index.d.ts',
  files: ['dist', 'README.md', 'CHANGELOG.md'],
  dependencies: manifest.dependencies,
  peerDependencies: manifest.peerDependencies,
};
const unpublished = Object.entries({ ...packed.dependencies, ...packed.peerDependencies }).filter(
  ([name, range]) => name.startsWith('@cc/') || String(range).startsWith('workspace:'),
);
if (unpublished.length > 0)
  throw new Error(`unpublished dependencies: ${unpublished.map(([n, r]) => `${n}@${r}`).join(', ')}`);

// What the built files import is declared: a workspace package the bundling missed, or a public one not
// listed, would fail in the app that installs the tarball.
const importOf = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"'./][^"']*)["']/g;
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const declared = new Set(Object.keys({ ...packed.dependencies, ...packed.peerDependencies }));
for (const file of readdirSync(path.join(root, 'dist'), { recursive: true })) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const text = readFileSync(path.join(root, 'dist', file), 'utf8');
  const undeclared = [...text.matchAll(importOf)].map((m) => packageOf(m[1])).filter((n) => !declared.has(n));
  if (undeclared.length > 0) throw new Error(`dist/${file} imports ${[...new Set(undeclared)].join(', ')}`);
}

const stage = mkdtempSync(path.join(tmpdir(), 'cc-designer-pack-'));
try {
  cpSync(path.join(root, 'dist'), path.join(stage, 'dist'), { recursive: true });
  for (const doc of ['README.md', 'CHANGELOG.md'])
    if (existsSync(path.join(root, doc))) cpSync(path.join(root, doc), path.join(stage, doc));
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(packed, null, 2)}\n`);
  const [result] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
      cwd: stage,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  console.log(path.join(out, result.filename));
} finally {
  rmSync(stage, { recursive: true, force: true });
}
