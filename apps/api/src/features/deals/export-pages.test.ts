import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { exportRows } from '../../lib/export-rows';
import { type PaymentFilters, paymentExportList } from './payment-reads';

// The ledger's CSV export reads the list in receipt order: through a cursor on PostgreSQL, a batch at a
// time, or (PGlite, and PostgreSQL when its export cursors are taken) by pages, each after the previous
// page's last receipt number.
const t = useTestApp();
const WAYS = process.env.DATABASE_URL ? [false, true] : [false];

async function collect(size: number, q: Partial<PaymentFilters> = {}, byPages = false) {
  const companyId = await t.demoCompanyId();
  const batches: number[][] = [];
  const read = exportRows(t.db, (on) => paymentExportList(on, companyId, q), {
    batchRows: size,
    pageRows: size,
    byPages,
  });
  for await (const rows of read) batches.push(rows.map((p) => p.p.receiptNumber));
  return batches;
}

describe('the ledger export', () => {
  it('walks the whole ledger in receipt order, every entry once, whatever the batch size', async () => {
    const [whole] = await collect(100_000);
    expect(whole!.length).toBeGreaterThan(10);
    expect(whole).toEqual([...whole!].sort((a, b) => a - b));
    for (const byPages of WAYS) {
      for (const size of [1, 3, 7]) {
        const batches = await collect(size, {}, byPages);
        expect(batches.flat(), `batches of ${size}${byPages ? ', by pages' : ''}`).toEqual(whole);
        expect(batches.slice(0, -1).every((p) => p.length === size)).toBe(true);
      }
    }
  });

  it('keeps the filters on every batch', async () => {
    const [iqd] = await collect(100_000, { currency: 'IQD' });
    expect(iqd!.length).toBeGreaterThan(3);
    for (const byPages of WAYS) expect((await collect(2, { currency: 'IQD' }, byPages)).flat()).toEqual(iqd);
    const [whole] = await collect(100_000);
    expect(iqd!.length).toBeLessThan(whole!.length);
  });
});
