import { endpoints, type Payment } from '@cc/contracts';
import { createTestApi, DEMO_PAYMENTS, FakeFailure, failing } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { renderPiece } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const payment = DEMO_PAYMENTS.find((p) => p.receiptNumber === 105) as Payment;

describe('ReversePaymentDialog', () => {
  it('asks for a reason, then reverses and names the reversal entry', async () => {
    const onClose = vi.fn();
    const { user, fake } = renderPiece(<ReversePaymentDialog payment={payment} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'عكس الدفعة' });
    expect(dialog).toHaveTextContent('الإيصال رقم 105');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    expect(await within(dialog).findByText('سبب العكس مطلوب')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.payments.reverse)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^سبب العكس/), 'تحويل مرتجع');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = fake.callsTo(endpoints.payments.reverse);
    expect(call).toMatchObject({ path: `/payments/${payment.id}/reverse`, body: { reason: 'تحويل مرتجع' } });
    const entry = fake.db.payments.find((p) => p.reversalOf?.id === payment.id)!;
    expect(toast.success).toHaveBeenCalledWith(`تم عكس الدفعة — رقم قيد العكس ${entry.receiptNumber}`);
  });

  it("shows the server's refusal in the dialog, keeping the reason", async () => {
    const user = userEvent.setup();
    const fake = createTestApi({
      routes: [failing(endpoints.payments.reverse, new FakeFailure(409, 'هذه الدفعة معكوسة مسبقاً'))],
    });
    renderPiece(<ReversePaymentDialog payment={payment} onClose={() => undefined} />, { fake });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^سبب العكس/), 'خطأ');
    await user.click(within(dialog).getByRole('button', { name: 'عكس الدفعة' }));
    // On top of the form (and toasted: no field explains it); the reason stays as typed.
    expect(await within(dialog).findByText('هذه الدفعة معكوسة مسبقاً')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^سبب العكس/)).toHaveValue('خطأ');
  });

  it('is closed without a payment', () => {
    renderPiece(<ReversePaymentDialog payment={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
