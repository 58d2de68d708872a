import type { Payment } from '@cc/contracts';
import { DEMO_PAYMENTS } from '@cc/resources/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsTable } from './payments-table';

// Contract 1001's ledger: 101 and 105 standing.
const ledger = DEMO_PAYMENTS.filter((p) => p.dealId === DEMO_PAYMENTS[0]?.dealId);
const REASON = 'لا يمكن عكس دفعة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً';

describe('PaymentsTable: a reversal that would be refused', () => {
  it("shows 'عكس' disabled with the reason, and choosing it does nothing", async () => {
    const user = userEvent.setup();
    const onReverse = vi.fn();
    render(
      <MemoryRouter>
        <PaymentsTable
          payments={ledger}
          onReverse={onReverse}
          reverseRefusal={(p: Payment) => (p.receiptNumber === 105 ? REASON : null)}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'إجراءات الوصل رقم 105' }));
    const refused = await screen.findByRole('menuitem', { name: 'عكس' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription(REASON);
    await user.click(refused);
    expect(onReverse).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'إجراءات الوصل رقم 101' }));
    const allowed = await screen.findByRole('menuitem', { name: 'عكس' });
    expect(allowed).not.toHaveAttribute('aria-disabled');
    await user.click(allowed);
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ receiptNumber: 101 }));
    expect(within(document.body).queryByText(REASON)).toBeNull();
  });
});
