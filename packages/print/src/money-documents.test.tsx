import { endpoints, LEDGER_ENTRY_KINDS, type Payment, templateItemSchema } from '@cc/contracts';
import { createTestApi, DEMO_PAYMENTS, DEMO_TEMPLATES, type FakeApi } from '@cc/resources/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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

/**
 * Contract 1001's car repossessed through the fake as the company account does, what remained
 * (7,500,000) written off with the reason 'تعثر المشتري'.
 */
async function repossessed(fake: FakeApi & { db: { payments: Payment[] } }) {
  await fake.client.call(endpoints.plans.repossess, {
    params: { id: CONTRACT.paymentPlan.id },
    body: { reason: 'تعثر المشتري', outcome: 'WRITE_OFF' },
  });
  const writeOff = fake.db.payments.find((p) => p.kind === 'WRITE_OFF' && p.dealId === CONTRACT.id)!;
  return { writeOff };
}
/** Contract 1001 repossessed, then 1,000,000 handed back in cash to its buyer. */
async function refunded(fake: FakeApi & { db: { payments: Payment[] } }) {
  await repossessed(fake);
  const { data } = await fake.client.call(endpoints.plans.refund, {
    params: { id: CONTRACT.paymentPlan.id },
    body: { amount: '1000000', method: 'CASH', reason: 'تسوية مع المشتري بعد الاسترجاع' },
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

describe('print-receipt/{id} of a refund', () => {
  it('prints a refund voucher: the buyer paid back, the amount, the method, the reason, the buyer signs for it', async () => {
    const fake = createTestApi({ templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE] });
    const refund = await refunded(fake);
    const page = await printed(fake, refund.id);
    expect(page).toHaveTextContent('سند صرف مبلغ مُعاد للمشتري');
    expect(page).not.toHaveTextContent('وصل قبض');
    expect(page).not.toHaveTextContent('استلمنا');
    expect(itemOf(page, 'receipt.number')).toHaveTextContent(String(refund.receiptNumber));
    expect(itemOf(page, 'receipt.amount')).toHaveTextContent('1,000,000 دينار');
    expect(itemOf(page, 'receipt.method')).toHaveTextContent('نقداً');
    expect(itemOf(page, 'receipt.reason')).toHaveTextContent('تسوية مع المشتري بعد الاسترجاع');
    expect(page).toHaveTextContent('المتبقي على المشتري:');
    expect(page).toHaveTextContent('ليس إثباتاً لاستلام أي مبلغ من المشتري');
    expect(page).toHaveTextContent('توقيع مستلم المبلغ');
    expect(page.querySelectorAll('[data-field-id="buyer.fullName"]')).toHaveLength(2);
    expect(itemOf(page, 'buyer.fullName')).toHaveTextContent(CONTRACT.buyer.fullName);
    expect(fake.callsTo(endpoints.templates.get)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe(`سند صرف ${refund.receiptNumber}`));
  });

  it("prints a refund's reversal as such, and the reversed refund marked «ملغى»", async () => {
    const fake = createTestApi();
    const refund = await refunded(fake);
    const { data: entry } = await fake.client.call(endpoints.payments.reverse, {
      params: { id: refund.id },
      body: { reason: 'سُجّل بالخطأ' },
    });
    const page = await printed(fake, entry.id);
    expect(page).toHaveTextContent('سند عكس مبلغ مُعاد');
    expect(page).toHaveTextContent('سند الصرف المعكوس');
    expect(itemOf(page, 'receipt.reversalOf.receiptNumber')).toHaveTextContent(String(refund.receiptNumber));
    expect(page).toHaveTextContent('توقيع المُعيد للمبلغ');
    cleanup();
    await printed(fake, refund.id);
    expect(screen.getByTestId('void-mark')).toHaveTextContent(
      `أُلغي هذا السند بسند العكس رقم ${entry.receiptNumber}`,
    );
  });
});

describe('print-receipt/{id} of a write-off', () => {
  it('prints a write-off note: what remained written off at the repossession, never money received', async () => {
    const fake = createTestApi({ templates: [...DEMO_TEMPLATES, RECEIPT_TEMPLATE] });
    const { writeOff } = await repossessed(fake);
    const page = await printed(fake, writeOff.id);
    expect(page).toHaveTextContent('إشعار شطب المتبقي');
    expect(page).not.toHaveTextContent('وصل قبض');
    expect(page).not.toHaveTextContent('استلمنا');
    // All that remained after receipt 105.
    expect(itemOf(page, 'receipt.amount')).toHaveTextContent('7,500,000 دينار');
    expect(page).toHaveTextContent('سبب الشطب:');
    expect(itemOf(page, 'receipt.reason')).toHaveTextContent('تعثر المشتري');
    expect(page).toHaveTextContent('المتبقي بعد الشطب:');
    expect(page).toHaveTextContent('ولم يُستلم به أي مبلغ');
    // No method, and nothing for the buyer to sign.
    expect(page.querySelector('[data-field-id="receipt.method"]')).toBeNull();
    expect(page).not.toHaveTextContent('توقيع');
    expect(fake.callsTo(endpoints.templates.get)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe(`إشعار شطب ${writeOff.receiptNumber}`));
  });

  it("an undone repossession prints the write-off's cancelling voucher, and the note marked «ملغى»", async () => {
    const fake = createTestApi();
    const { writeOff } = await repossessed(fake);
    await fake.client.call(endpoints.plans.undoRepossession, {
      params: { id: CONTRACT.paymentPlan.id },
      body: { reason: 'سدد المشتري المتأخر' },
    });
    const entry = fake.db.payments.find((p) => p.reversalOf?.id === writeOff.id)!;
    const page = await printed(fake, entry.id);
    expect(page).toHaveTextContent('سند إلغاء شطب');
    expect(page).toHaveTextContent('إشعار الشطب الملغى');
    expect(page).toHaveTextContent('بالتراجع عن استرجاع السيارة');
    expect(itemOf(page, 'receipt.reverseReason')).toHaveTextContent('سدد المشتري المتأخر');
    expect(page).not.toHaveTextContent('المبلغ المُعاد');
    expect(page.querySelector('[data-field-id="buyer.fullName"]')).not.toBeNull();
    expect(page).not.toHaveTextContent('توقيع');
    cleanup();
    await printed(fake, writeOff.id);
    expect(screen.getByTestId('void-mark')).toHaveTextContent(
      `أُلغي هذا الإشعار بسند إلغاء الشطب رقم ${entry.receiptNumber}`,
    );
  });
});

describe('moneyDocumentTemplate', () => {
  it('lays the voucher and the note out as a designer would be allowed to: every item inside the A4 page', () => {
    const standing = (kind: 'DISCOUNT' | 'WRITE_OFF' | 'REFUND'): Payment => ({
      ...reversed,
      kind,
      entryKind: kind,
      reversed: false,
    });
    const entries = [
      ...LEDGER_ENTRY_KINDS.map((entryKind) => ({ ...reversal, entryKind })),
      standing('DISCOUNT'),
      standing('WRITE_OFF'),
      standing('REFUND'),
    ];
    for (const entry of entries) {
      const layout = moneyDocumentTemplate(entry, 'AUTHORIZATION')!;
      for (const item of layout.fields) {
        expect(templateItemSchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
        // On the 8 px grid, inside the page's width.
        for (const n of [item.x, item.y, item.width]) expect(n % 8, JSON.stringify(item)).toBe(0);
        expect(item.x + item.width, JSON.stringify(item)).toBeLessThanOrEqual(792);
      }
      expect(layout.fields.some((item) => item.value === 'رقم الوكالة:')).toBe(true);
    }
    expect(moneyDocumentTemplate(reversed, 'CONTRACT')).toBeNull();
  });
});
