import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

afterEach(() => vi.restoreAllMocks());

describe('AgingScreen (/reports/aging)', () => {
  it('shows the overdue money per band and currency with totals; regroups; exports what it shows', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    openPage('/reports/aging', { fake, permissions: ['COLLECTIONS_READ'] });
    const iqd = await screen.findByRole('region', { name: 'بالدينار العراقي' });
    const table = within(iqd).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'الفرع',
      '1–30 يوماً',
      '31–60 يوماً',
      '61–90 يوماً',
      '91–180 يوماً',
      '181 يوماً فأكثر',
      'الإجمالي',
    ]);
    const total = within(table).getByRole('rowheader', { name: 'الإجمالي' }).closest('tr')!;
    // The total's figure (the last cell: amount, then the instalments counted).
    const totalCell = within(total).getAllByRole('cell').at(-1)!;
    const iqdTotal = totalCell.querySelector('bdi')!.textContent!;
    expect(iqdTotal).toMatch(/^[\d,]+\s?د\.ع$/);

    await user.selectOptions(screen.getByLabelText('التجميع حسب'), 'buyer');
    await waitFor(() =>
      expect(fake.callsTo(endpoints.reports.aging).at(-1)?.query).toMatchObject({ groupBy: 'buyer' }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByRole('table')[0]!).getAllByRole('columnheader')[0]).toHaveTextContent(
        'المشتري',
      ),
    );

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:aging';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // UTF-8 with its BOM, so Excel reads the Arabic.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split('\r\n')[0]).toBe(
      'المشتري,العملة,1–30 يوماً,31–60 يوماً,61–90 يوماً,91–180 يوماً,181 يوماً فأكثر,الإجمالي,عدد الأقساط',
    );
    const totalLine = csv.split('\r\n').find((l) => l.startsWith('الإجمالي,IQD,'))!;
    expect(totalLine.split(',').at(-2)).toBe(iqdTotal.replace(/[^\d]/g, ''));
  });
});
