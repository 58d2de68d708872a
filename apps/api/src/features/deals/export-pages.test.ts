import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { allPaymentPages } from './payment-reads';

// The ledger's CSV export reads it in pages, each after the previous page's last receipt number.
const t = useTestApp();

async function collect(size: number, q: Parameters<typeof allPaymentPages>[2] = {}) {
  const pages: number[][] = [];
  for await (const page of allPaymentPages(t.db, await t.demoCompanyId(), q, size)) {
    pages.push(page.map((p) => p.receiptNumber));
  }
  return pages;
}

describe('allPaymentPages (the ledger export)', () => {
  it('walks the whole ledger in receipt order, every entry once, whatever the page size', async () => {
    const [whole] = await collect(100_000);
    expect(whole!.length).toBeGreaterThan(10);
    expect(whole).toEqual([...whole!].sort((a, b) => a - b));
    for (const size of [1, 3, 7]) {
      const pages = await collect(size);
      expect(pages.flat(), `pages of ${size}`).toEqual(whole);
      expect(pages.slice(0, -1).every((p) => p.length === size)).toBe(true);
    }
  });

  it('keeps the filters on every page', async () => {
    const [iqd] = await collect(100_000, { currency: 'IQD' });
    expect(iqd!.length).toBeGreaterThan(3);
    expect((await collect(2, { currency: 'IQD' })).flat()).toEqual(iqd);
    const [whole] = await collect(100_000);
    expect(iqd!.length).toBeLessThan(whole!.length);
  });
});
