// The company's boxes (docs/domain/cash-box.md#the-company-view): the totals per currency and the
// closings report, filtered by difference, each closing printable.
import { endpoints } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from './test/render';

describe('the company’s boxes', () => {
  it('shows each currency apart and lists the closings with a difference, each printable', async () => {
    const { fake, user } = openPage('/cash-box');
    // A cashier closes a day 1,000 short; another closes even.
    const box = (await fake.client.call(endpoints.cashBox.get, {})).data.find((b) => b.currency === 'IQD')!;
    await fake.client.call(endpoints.cashBox.close, {
      body: { currency: 'IQD', counted: String(Number(box.expected) - 1000), note: 'نقص ورقة' },
    });
    const company = await screen.findByRole('region', { name: 'مجموع الصناديق بالدينار' });
    const view = (await fake.client.call(endpoints.cashBox.overview, {})).data;
    const iqd = view.company.find((c) => c.currency === 'IQD')!.expected;
    await waitFor(() =>
      expect(company).toHaveTextContent(formatMoney(Number(iqd), 'IQD').replace(/\u00A0/g, ' ')),
    );
    expect(screen.getByRole('region', { name: 'مجموع الصناديق بالدولار' })).toBeInTheDocument();

    const report = await screen.findByRole('table', { name: 'تقرير إغلاقات الصندوق' });
    await waitFor(() => expect(within(report).getByText('نقص ورقة')).toBeInTheDocument());
    const closingId = fake.db.cashClosings.at(-1)!.id;
    expect(within(report).getByRole('link', { name: /طباعة الإغلاق/ })).toHaveAttribute(
      'href',
      `/cash-box/closings/${closingId}`,
    );
    expect(fake.callsTo(endpoints.cashBox.closings).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /الفرق/ }));
    await waitFor(() =>
      expect(fake.callsTo(endpoints.cashBox.closings).at(-1)?.query).toMatchObject({ sortBy: 'difference' }),
    );
  });

  it('is the company account’s: staff are sent away', async () => {
    openPage('/cash-box', { permissions: ['UPDATE_INSTALLMENT', 'GET_INSTALLMENT'] });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'الصناديق' })).toBeNull());
    expect(screen.queryByRole('table', { name: 'تقرير إغلاقات الصندوق' })).toBeNull();
  });
});
