import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEAL_KIND_LABELS, dealName } from './labels';

// One term per thing, from these labels (the spec's terms): every package's messages module, the API's
// notification texts and the contracts' own titles use them, so a user meets one word for one thing.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The modules that hold user-facing Arabic: messages, titles, labels and the API's texts. */
const TEXT_MODULE = /(^|[-/])(messages|titles|texts|labels|clearance-labels|admin)\.ts$/;

/** Every file under `dir`, skipping installed and built folders. */
function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

function textModules(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const base of ['packages', 'apps']) {
    for (const path of walk(`${ROOT}${base}`)) {
      const file = path.slice(ROOT.length);
      if (!file.includes('/src/') || !TEXT_MODULE.test(file) || file.endsWith('.test.ts')) continue;
      found.push({ file, text: readFileSync(path, 'utf8') });
    }
  }
  return found;
}

const offending = (pattern: RegExp) =>
  textModules()
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file);

describe('one term per thing', () => {
  const modules = textModules();

  it('finds the messages modules it checks', () => {
    const files = modules.map((m) => m.file);
    expect(files).toContain('packages/deals/src/messages.ts');
    expect(files).toContain('packages/admin/src/messages.ts');
    expect(files).toContain('packages/cars/src/messages.ts');
    expect(files).toContain('apps/api/src/features/notifications/texts.ts');
  });

  it('an authorization is «وكالة» everywhere, never «تخويل» (nor «التخاويل»)', () => {
    expect(DEAL_KIND_LABELS.AUTHORIZATION).toBe('وكالة');
    expect(offending(/تخويل|تخاويل/)).toEqual([]);
  });

  it('«إضافة» with its hamza, but for the spec’s own button text «+ اضافة سيارة»', () => {
    const withoutHamza = modules.filter(({ text }) => /اضافة/.test(text.replaceAll('+ اضافة سيارة', '')));
    expect(withoutHamza.map((m) => m.file)).toEqual([]);
  });

  it('names a deal with its kind, each kind numbered apart', () => {
    expect(dealName('CONTRACT', 4)).toBe('عقد رقم 4');
    expect(dealName('AUTHORIZATION', 4)).toBe('وكالة رقم 4');
  });
});
