// A deal in default on screen (docs/domain/collections.md#default): marked from its page by the company
// account with a reason, then found in the queue's «المتعثرة» tab instead of its list.
import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

/** A demo deal with an instalment unpaid past its date at NOW. */
function overdueDeal(fake: ReturnType<typeof createTestApi>) {
  const today = NOW.toISOString().slice(0, 10);
  const deal = fake.db.deals.find(
    (d) =>
      d.status === 'ACTIVE' &&
      d.paymentPlan.installments.some((i) => i.status !== 'PAID' && i.dueDate < today),
  );
  if (!deal) throw new Error('no overdue demo deal');
  return deal;
}

describe('a deal in default', () => {
  it('is marked from its page with a reason, and moves to the queue’s «المتعثرة» tab', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    const kind = deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations';
    const page = openPage(`/${kind}/${deal.id}`, { fake });
    const section = await screen.findByRole('region', { name: 'التحصيل' });
    await user.click(await within(section).findByRole('button', { name: 'تعليم كمتعثر' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعليم العقد كمتعثر' });
    await user.click(within(dialog).getByRole('button', { name: 'تعليم كمتعثر' }));
    expect(await within(dialog).findByText('السبب مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/السبب/), 'لا يرد على الاتصالات');
    await user.click(within(dialog).getByRole('button', { name: 'تعليم كمتعثر' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم تعليم العقد كمتعثر'));
    expect(await within(section).findByText(/لا يرد على الاتصالات/)).toBeInTheDocument();
    expect(within(section).getByRole('note')).toHaveTextContent('معلَّم كمتعثر منذ');
    expect(fake.callsTo(endpoints.collections.setDealDefault)[0]?.body).toEqual({
      reason: 'لا يرد على الاتصالات',
      defaulted: true,
    });

    // The queue no longer lists it; its tab does.
    await page.router.navigate('/collections');
    const queueTab = await screen.findByRole('tab', { name: 'قائمة التحصيل' });
    expect(queueTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fake.callsTo(endpoints.collections.list).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('جار التحميل...')).toBeNull());
    expect(within(screen.getByRole('tabpanel')).queryByText(deal.buyer.fullName)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'المتعثرة' }));
    expect(await within(screen.getByRole('tabpanel')).findByText(deal.buyer.fullName)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.collections.list).at(-1)?.query).toMatchObject({ defaulted: 'true' });
  });

  it('staff see the mark but neither set nor clear it', async () => {
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    fake.db.defaults.set(deal.id, { at: NOW.toISOString(), reason: 'متعثر منذ أشهر' });
    const kind = deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations';
    openPage(`/${kind}/${deal.id}`, {
      fake,
      permissions: ['GET_CONTRACT', 'COLLECTIONS_READ', 'COLLECTIONS_WORK'],
    });
    const section = await screen.findByRole('region', { name: 'التحصيل' });
    expect(await within(section).findByText(/متعثر منذ أشهر/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'إلغاء التعثر' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'تعليم كمتعثر' })).toBeNull();
  });
});
