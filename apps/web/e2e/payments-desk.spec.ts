import { expect, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiContract,
  apiCreate,
  asCompany,
  isoMonthsAgo,
  reverseFromLedger,
  signedInAs,
  stamp,
} from './helpers';

const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('the desk: find a deal by the buyer’s phone in Arabic-Indic digits, pay in dollars, reverse an older payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const phone = `0771${id}`;
  const buyerName = `مشتري الصندوق ${id}`;
  const person = await apiCreate(request, accessToken, '/persons', { fullName: buyerName, phone });
  const car = await apiCar(request, accessToken, {
    name: `نيسان صني ${id}`,
    model: 2021,
    plateNumber: `أربيل ${id}`,
    chassisNumber: `E2EDESK${id}X`,
  });
  // 12,000,000 dinars, 2,000,000 down, 10 × 1,000,000 from three months ago: instalments are overdue.
  const {
    id: dealId,
    contractNumber,
    paymentPlan,
  } = await apiContract<{ id: number; contractNumber: number; paymentPlan: { id: number } }>(
    request,
    accessToken,
    {
      buyerId: person.id,
      carId: car.id,
      price: '12000000',
      downPayment: '2000000',
      paymentType: 'INSTALLMENTS',
      installmentCount: 10,
      contractDate: isoMonthsAgo(4),
      firstDueDate: isoMonthsAgo(3),
    },
  );
  const pay = async (amount: string) => {
    const res = await request.post(`${API}/payments`, {
      headers,
      data: { planId: paymentPlan.id, amount, method: 'CASH' },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).data as { id: number; receiptNumber: number };
  };
  const older = await pay('1000000'); // settles instalment 1
  const later = await pay('500000'); // part of instalment 2

  // The desk finds the deal by the buyer's phone typed with Arabic-Indic digits.
  await signedInAs(page, 'company');
  await page.goto('/payments');
  await page.getByLabel('بحث عن عقد أو وكالة مفتوحة').fill(arabicIndic(phone));
  await page.getByRole('button', { name: `اختيار عقد رقم ${contractNumber}` }).click();
  // The chosen deal's summary first; the payment form opens from its button.
  const panel = page.getByRole('region', { name: 'العقد المختار' });
  await expect(panel.getByText(buyerName)).toBeVisible();
  // Instalments fell due before today and are not all paid: something is overdue.
  await expect(panel.getByTestId('desk-overdue')).toContainText('د.ع');

  // The payment form opens with the overdue total; the buyer hands over 100 dollars at 1310.
  await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل دفعة' });
  await expect(dialog.getByLabel(/^المبلغ \(IQD\)/)).not.toHaveValue('');
  await dialog.getByLabel('العملة المسلَّمة').selectOption('USD');
  await dialog.getByLabel(/المبلغ المسلَّم \(USD\)/).fill('١٠٠');
  await dialog.getByLabel(/سعر الصرف/).fill('1310');
  await expect(dialog.getByText('131,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeVisible();

  // The receipt shows the entry in dinars and what was handed over with its rate.
  await dialog.getByRole('link', { name: 'طباعة الوصل' }).click();
  await expect(page).toHaveURL(/\/print-receipt\/\d+$/);
  const sheet = page.locator('main, body').first();
  await expect(sheet.getByText('131,000').first()).toBeVisible();
  await expect(sheet.getByText('المسلَّم').first()).toBeVisible();
  await expect(sheet.getByText('100.00').first()).toBeVisible();
  await expect(sheet.getByText('1310').first()).toBeVisible();

  // The ledger below the desk: the older payment reversed with a reason, the later one re-allocated.
  await page.goto('/payments');
  const ledger = page.getByRole('region', { name: 'سجل الدفعات' });
  await ledger.getByPlaceholder('بحث...').fill(String(contractNumber));
  await reverseFromLedger(page, ledger, older.receiptNumber, 'إيصال مكرر');

  // The later payment's own row, named by its actions menu (a bare receipt number can also match another
  // row's amount or date, or the reversal entry's row, which has no allocation button).
  const laterRow = ledger.locator('tbody > tr').filter({
    has: page.getByRole('button', { name: `إجراءات الوصل رقم ${later.receiptNumber}`, exact: true }),
  });
  await laterRow.getByRole('button', { name: 'عرض الأقساط' }).click();
  // 500,000 now settles instalment 1 (the reversed 1,000,000 no longer does).
  const allocation = ledger.locator('tbody table').first();
  await expect(allocation.locator('tbody tr').first()).toContainText('1');
  await expect(allocation.locator('tbody tr').first()).toContainText('500,000');

  const check = await request.get(`${API}/payments/${later.id}`, { headers });
  expect((await check.json()).data.allocations).toEqual([{ sequence: 1, amount: '500000' }]);
  const plan = await request.get(`${API}/payment-plans/${paymentPlan.id}`, { headers });
  expect((await plan.json()).data.paidAmount).toBe(String(2_000_000 + 500_000 + 131_000));
  expect(dealId).toBeGreaterThan(0);
});
