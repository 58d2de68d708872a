import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LoadingOverlay } from '@cc/ui-rtl';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { MESSAGES } from '../messages';

it('index.html paints the same session overlay the app renders first, before its script loads', () => {
  const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  const root = /<div id="root">(.*)<\/div>\n/.exec(html)?.[1];
  expect(root).toBe(renderToStaticMarkup(<LoadingOverlay label={MESSAGES.loading} />));
});
