import { expect, type Page, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiContract,
  apiCreate,
  asCompany,
  companyDay,
  payOnDealPage,
  reverseFromLedger,
  signedInAs,
  stamp,
} from './helpers';
import { printToPdf } from './pdf';

/** The printed sheet of the print page the link opens (then back to where it was). */
async function openPrint(page: Page, linkName: string) {
  const from = page.url();
  await page.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page).toHaveURL(/\/print-receipt\/\d+$/);
  const sheet = page.locator('.cc-print-sheet');
  await expect(sheet).toBeVisible();
  return { sheet, back: () => page.goto(from) };
}

test('a reversal prints a reversal voucher, a discount a discount note, a reversed payment its receipt marked «ملغى»', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const person = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري السندات ${id}` });
  const car = await apiCar(request, accessToken, {
    name: `كيا سبورتاج ${id}`,
    plateNumber: `بغداد ${id}`,
    chassisNumber: `E2EMONEY${id}X`,
  });
  const deal = await apiContract<{ id: number; contractNumber: number }>(request, accessToken, {
    buyerId: person.id,
    carId: car.id,
    price: '10000000',
    downPayment: '1000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 9,
    contractDate: companyDay(-30),
    firstDueDate: companyDay(30),
  });

  await signedInAs(page, 'company');
  await page.goto(`/contracts/${deal.id}`);
  // A payment at the deal page, then its reversal with a reason.
  await payOnDealPage(page, '750000');
  const recorded = await page
    .getByRole('dialog')
    .getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)
    .textContent();
  const paymentNumber = Number(/(\d+)\s*$/.exec(recorded ?? '')?.[1]);
  await page.keyboard.press('Escape');
  const section = page.getByRole('region', { name: 'الدفعات' });
  await reverseFromLedger(page, section, paymentNumber, 'إيصال مسجل بالخطأ');

  // A settlement discount.
  await page.getByRole('button', { name: 'خصم تسوية' }).click();
  const discountDialog = page.getByRole('dialog', { name: 'خصم تسوية' });
  await discountDialog.getByLabel(/مبلغ الخصم/).fill('200000');
  await discountDialog.getByLabel(/سبب الخصم/).fill('تسوية مع المشتري');
  await discountDialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText(/تم تسجيل الخصم — رقم القيد \d+/)).toBeVisible();

  const ledger = (await (await request.get(`${API}/payments?dealId=${deal.id}`, { headers })).json())
    .data as {
    id: number;
    kind: string;
    receiptNumber: number;
    paidAt: string;
    reversalOf: { receiptNumber: number } | null;
  }[];
  const payment = ledger.find((p) => p.receiptNumber === paymentNumber)!;
  const reversal = ledger.find((p) => p.reversalOf?.receiptNumber === paymentNumber)!;
  const discount = ledger.find((p) => p.kind === 'DISCOUNT')!;
  const slash = (iso: string) => iso.replaceAll('-', '/');

  // Each print icon of the ledger names the document it opens.
  await expect(section.getByRole('link', { name: `طباعة الوصل الملغى رقم ${paymentNumber}` })).toBeVisible();
  await expect(
    section.getByRole('link', { name: `طباعة إشعار الخصم رقم ${discount.receiptNumber}` }),
  ).toBeVisible();

  // The reversal: a reversal voucher naming the receipt it reverses, its date, and the reason.
  const voucher = await openPrint(page, `طباعة سند العكس رقم ${reversal.receiptNumber}`);
  await expect(voucher.sheet).toContainText('سند عكس دفعة');
  await expect(voucher.sheet).not.toContainText('وصل قبض');
  await expect(voucher.sheet).not.toContainText('استلمنا من');
  await expect(voucher.sheet).toContainText('المبلغ المُعاد');
  await expect(voucher.sheet).toContainText('إيصال مسجل بالخطأ');
  await expect(voucher.sheet.locator('[data-field-id="receipt.reversalOf.receiptNumber"]')).toHaveText(
    String(paymentNumber),
  );
  await expect(voucher.sheet.locator('[data-field-id="receipt.reversalOf.paidAt"]')).toHaveText(
    slash(payment.paidAt),
  );
  await expect(page).toHaveTitle(`سند عكس ${reversal.receiptNumber}`);
  expect((await printToPdf(page)).pages).toBe(1);
  await voucher.back();

  // The discount: a discount note, never money received.
  const note = await openPrint(page, `طباعة إشعار الخصم رقم ${discount.receiptNumber}`);
  await expect(note.sheet).toContainText('إشعار خصم تسوية');
  await expect(note.sheet).not.toContainText('وصل قبض');
  await expect(note.sheet).not.toContainText('استلمنا');
  await expect(note.sheet).toContainText('تسوية مع المشتري');
  await expect(page).toHaveTitle(`إشعار خصم ${discount.receiptNumber}`);
  await note.back();

  // The reversed payment: its receipt, marked «ملغى» with the reversal's number and date.
  const voided = await openPrint(page, `طباعة الوصل الملغى رقم ${paymentNumber}`);
  const mark = voided.sheet.getByTestId('void-mark');
  await expect(mark).toContainText('ملغى');
  await expect(mark).toContainText(
    `بسند العكس رقم ${reversal.receiptNumber} بتاريخ ${slash(reversal.paidAt)}`,
  );
  await expect(page).toHaveTitle(`وصل قبض ${paymentNumber} - ملغى`);
  // The stamp and the line at the foot stay on the one A4 page.
  expect((await printToPdf(page)).pages).toBe(1);

  // The desk's ledger names the same documents.
  await page.goto('/payments');
  const desk = page.getByRole('region', { name: 'سجل الدفعات' });
  await desk.getByPlaceholder('بحث...').fill(String(deal.contractNumber));
  await expect(
    desk.getByRole('link', { name: `طباعة سند العكس رقم ${reversal.receiptNumber}` }),
  ).toBeVisible();
  await expect(
    desk.getByRole('link', { name: `طباعة إشعار الخصم رقم ${discount.receiptNumber}` }),
  ).toBeVisible();
});
