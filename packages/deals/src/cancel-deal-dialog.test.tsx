import type { Deal } from '@cc/contracts';
import { DEMO_DEALS } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelDealDialog } from './cancel-deal-dialog';
import type { DealsKind } from './kind';

// Contracts and authorizations are numbered each in their own series: the confirmation names the kind.
describe('CancelDealDialog', () => {
  it.each([
    ['contracts', 'CONTRACT', 'العقد'],
    ['authorizations', 'AUTHORIZATION', 'الوكالة'],
  ] as const)('the %s confirmation names the deal’s kind beside its number', async (kind, dealKind, word) => {
    const deal = DEMO_DEALS.find((d) => d.kind === dealKind) as Deal;
    const { user } = renderWithApi(
      <CancelDealDialog kind={kind as DealsKind} deal={deal} onClose={() => {}} onConfirm={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'طلب المشتري');
    await user.click(within(dialog).getByRole('button', { name: 'متابعة' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`هل أنت متأكد أنك تريد إلغاء ${word} رقم ${deal.contractNumber}؟`);
  });
});
