import { endpoints } from '@cc/contracts';
import { DEMO_DEALS } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscountDialog } from './discount-dialog';
import { renderPiece } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

// Contract 1001: IQD, 7,500,000 remaining.
const plan = (DEMO_DEALS.find((d) => d.kind === 'CONTRACT' && d.contractNumber === 1001) ?? DEMO_DEALS[0])!
  .paymentPlan;

describe('DiscountDialog', () => {
  it('records a discount with its reason; more than remains is refused under the amount', async () => {
    const onClose = vi.fn();
    const { user, fake } = renderPiece(<DiscountDialog plan={plan} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'خصم تسوية' });
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('سبب الخصم مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/مبلغ الخصم/), '٩٩٠٠٠٠٠٠');
    await user.type(within(dialog).getByLabelText(/سبب الخصم/), 'تسوية نهائية');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/مبلغ الخصم/)).toHaveAccessibleDescription(
        /الخصم أكبر من المتبقي/,
      ),
    );
    await user.clear(within(dialog).getByLabelText(/مبلغ الخصم/));
    await user.type(within(dialog).getByLabelText(/مبلغ الخصم/), '500000');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^تم تسجيل الخصم — رقم القيد \d+$/));
    const entry = fake.db.payments.at(-1)!;
    expect(entry).toMatchObject({ kind: 'DISCOUNT', amount: '500000', reason: 'تسوية نهائية' });
    expect(fake.callsTo(endpoints.plans.discount)).toHaveLength(2);
  });
});
