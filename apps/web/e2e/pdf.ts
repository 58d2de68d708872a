import { expect, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

// Printing a page to PDF as Chromium does and reading its text back by position (print and clearance specs).

/** px of the designer (96 dpi) to PDF points (72 dpi). */
export const PT = 0.75;
export const A4_PT = { width: 595.28, height: 841.89 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Glyphs {
  str: string;
  /** pdf.js reorders a run it takes for right to left into reading order; 'ltr' runs are as drawn. */
  dir: string;
  x: number;
  /** Baseline, measured from the top of the page, in points. */
  top: number;
}

/** Prints the page to PDF as Chromium does and reads back its pages and positioned text. */
export async function printToPdf(page: Page) {
  await expect(page.locator('.cc-print-sheet').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const first = await doc.getPage(1);
  const [, , width, height] = first.view as [number, number, number, number];
  const items = (await first.getTextContent()).items
    .filter((item): item is TextItem => 'str' in item && item.str !== '')
    .map((item) => ({
      str: item.str,
      dir: item.dir,
      x: item.transform[4] as number,
      top: height - (item.transform[5] as number),
    }));
  return { pages: doc.numPages, width, height, items };
}

/** The glyphs whose baseline and start fall inside an item's box on the page. */
export function inBox(items: Glyphs[], box: Box) {
  const left = box.x * PT - 1;
  const right = (box.x + box.width) * PT + 1;
  return items.filter(
    (g) => g.x >= left && g.x < right && g.top > box.y * PT && g.top <= (box.y + box.height) * PT + 1,
  );
}

export const byX = (glyphs: Glyphs[]) => [...glyphs].sort((a, b) => a.x - b.x);

/** The glyphs as drawn from left to right on the sheet: how a Latin number or date reads. */
export const visual = (glyphs: Glyphs[]) =>
  byX(glyphs)
    .map((g) => g.str)
    .join('');
