import { endpoints, type Payment, templateItemSchema } from '@cc/contracts';
import { createTestApi, DEMO_PAYMENTS, DEMO_TEMPLATES, type FakeApi } from '@cc/resources/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyDocumentTemplate } from './money-documents';
import { CONTRACT, RECEIPT_TEMPLATE } from './test/print-demo';
import { PrintRoutes } from './test/print-routes';

// Contract 1001's ledger: receipt 103 (500,000 on 2025-02-05) reversed by entry 104 on 2025-02-06.
const reversed = DEMO_PAYMENTS.find((p) => p.receiptNumber === 103)!;
const reversal = DEMO_PAYMENTS.find((p) => p.receiptNumber === 104)!;

async function printed(fake: FakeApi, paymentId: number) {
  render(<PrintRoutes fake={fake} path={`/print-receipt/${paymentId}`} />);
  await waitFor(() => expect(document.querySelector('.cc-print-sheet')).not.toBeNull(), { timeout: 10_000 });
  return document.querySelector('.cc-print-sheet') as HTMLElement;
}
const itemOf = (page: HTMLElement, fieldId: string) =>
  page.querySelector(`[data-field-id="${fieldId}"]`) as HTMLElement;
const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

/** A settlement discount on contract 1001, recorded through the fake as the company account does. */
async function discounted(fake: FakeApi & { db: { payments: Payment[] } }) {
  const { data } = await fake.client.call(endpoints.plans.discount, {
    params: { id: CONTRACT.paymentPlan.id },
    body: { amount: '250000', reason: 'تسوية مبكرة' },
  });
  return data;
}

describe('print-receipt/{id} of a reversal entry', () => {
  it('prints a reversal voucher: its own title, the receipt it reverses with its date, the reason, the amount returned', async () => {
    const fake = createTestApi({ templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE] });
    const page = await printed(fake, reversal.id);
    expect(page).toHaveTextContent('سند عكس دفعة');
    expect(page).not.toHaveTextContent('وصل قبض');
    expect(page).not.toHaveTextContent('استلمنا من');
    expect(page).not.toHaveTextContent('مبلغاً وقدره');
    expect(itemOf(page, 'receipt.number')).toHaveTextContent('104');
    expect(itemOf(page, 'receipt.date')).toHaveTextContent('2025/02/06');
    expect(itemOf(page, 'receipt.reversalOf.receiptNumber')).toHaveTextContent('103');
    expect(itemOf(page, 'receipt.reversalOf.paidAt')).toHaveTextContent('2025/02/05');
    expect(itemOf(page, 'receipt.reverseReason')).toHaveTextContent('إيصال مكرر');
    expect(page).toHaveTextContent('المبلغ المُعاد:');
    expect(itemOf(page, 'receipt.amount')).toHaveTextContent('500,000 دينار');
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(CONTRACT.buyer.fullName);
    // Never the company's receipt layout.
    expect(fake.callsTo(endpoints.templates.get)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('سند عكس 104'));
  });

  it('prints the reversal of a discount as such, with the discount note it cancels', async () => {
    const fake = createTestApi();
    const discount = await discounted(fake);
    const { data: entry } = await fake.client.call(endpoints.payments.reverse, {
      params: { id: discount.id },
      body: { reason: 'خصم بالخطأ' },
    });
    const page = await printed(fake, entry.id);
    expect(page).toHaveTextContent('سند عكس خصم');
    expect(page).toHaveTextContent('إشعار الخصم المعكوس');
    expect(page).not.toHaveTextContent('المبلغ المُعاد');
    expect(itemOf(page, 'receipt.reversalOf.receiptNumber')).toHaveTextContent(
      String(discount.receiptNumber),
    );
  });
});

describe('print-receipt/{id} of a reversed payment', () => {
  it("prints the receipt on the company's template, marked «ملغى» with the reversal's number and date", async () => {
    const fake = createTestApi({
      templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE],
      defaultTemplates: new Map([['RECEIPT', RECEIPT_TEMPLATE.id]]),
    });
    const page = await printed(fake, reversed.id);
    expect(paths(fake.callsTo(endpoints.templates.get))).toEqual([`/templates/${RECEIPT_TEMPLATE.id}`]);
    expect(itemOf(page, 'receipt.number')).toHaveTextContent('103');
    const mark = screen.getByTestId('void-mark');
    expect(page).toContainElement(mark);
    expect(mark).toHaveTextContent('ملغى');
    expect(mark).toHaveTextContent('أُلغي هذا الوصل بسند العكس رقم 104 بتاريخ 2025/02/06');
    expect(mark).toHaveTextContent('إيصال مكرر');
    await waitFor(() => expect(document.title).toBe('وصل قبض 103 - ملغى'));
  });

  it('a standing payment prints no such mark', async () => {
    await printed(createTestApi(), DEMO_PAYMENTS.find((p) => p.receiptNumber === 105)!.id);
    expect(screen.queryByTestId('void-mark')).toBeNull();
  });
});

describe('print-receipt/{id} of a discount', () => {
  it('prints a discount note, never money received', async () => {
    const fake = createTestApi({ templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE] });
    const discount = await discounted(fake);
    const page = await printed(fake, discount.id);
    expect(page).toHaveTextContent('إشعار خصم تسوية');
    expect(page).not.toHaveTextContent('وصل قبض');
    expect(page).not.toHaveTextContent('استلمنا');
    expect(itemOf(page, 'receipt.amount')).toHaveTextContent('250,000 دينار');
    expect(itemOf(page, 'receipt.reason')).toHaveTextContent('تسوية مبكرة');
    expect(screen.queryByTestId('void-mark')).toBeNull();
    expect(fake.callsTo(endpoints.templates.get)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe(`إشعار خصم ${discount.receiptNumber}`));
  });

  it('a reversed discount prints its note marked «ملغى», naming the voucher that cancelled it', async () => {
    const fake = createTestApi();
    const discount = await discounted(fake);
    const { data: entry } = await fake.client.call(endpoints.payments.reverse, {
      params: { id: discount.id },
      body: { reason: 'خصم بالخطأ' },
    });
    const page = await printed(fake, discount.id);
    expect(page).toHaveTextContent('إشعار خصم تسوية');
    expect(screen.getByTestId('void-mark')).toHaveTextContent(
      `أُلغي هذا الإشعار بسند العكس رقم ${entry.receiptNumber}`,
    );
  });
});

describe('moneyDocumentTemplate', () => {
  it('lays the voucher and the note out as a designer would be allowed to: every item inside the A4 page', () => {
    const discount: Payment = { ...reversed, kind: 'DISCOUNT', entryKind: 'DISCOUNT', reversed: false };
    for (const entry of [reversal, { ...reversal, entryKind: 'DISCOUNT' as const }, discount]) {
      const layout = moneyDocumentTemplate(entry, 'AUTHORIZATION')!;
      for (const item of layout.fields)
        expect(templateItemSchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
      expect(layout.fields.some((item) => item.value === 'رقم الوكالة:')).toBe(true);
    }
    expect(moneyDocumentTemplate(reversed, 'CONTRACT')).toBeNull();
  });
});
