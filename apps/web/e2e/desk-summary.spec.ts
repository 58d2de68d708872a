import { expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, asCompany, isoMonthsAgo, signedInAs, stamp } from './helpers';

test('the desk shows a chosen deal’s summary first, narrows the ledger to it, and pays from the amount due', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const buyerName = `مشتري الملخص ${id}`;
  const person = await apiCreate(request, accessToken, '/persons', {
    fullName: buyerName,
    phone: `0772${id}`,
  });
  const car = await apiCar(request, accessToken, {
    name: `كيا سيراتو ${id}`,
    model: 2022,
    plateNumber: `كربلاء ${id}`,
    chassisNumber: `E2ESUMM${id}X`,
  });
  // 6 × 1,000,000 from the first of the month two months ago: some instalments overdue, one due next.
  const { contractNumber, paymentPlan } = await apiContract<{
    contractNumber: number;
    paymentPlan: { id: number };
  }>(request, accessToken, {
    buyerId: person.id,
    carId: car.id,
    price: '7000000',
    downPayment: '1000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 6,
    contractDate: isoMonthsAgo(3),
    firstDueDate: isoMonthsAgo(2),
  });

  await signedInAs(page, 'company');
  await page.goto('/payments');
  const ledger = page.getByRole('region', { name: 'سجل الدفعات' });
  const entries = ledger.getByRole('button', { name: /^إجراءات الوصل رقم/ });
  await expect(entries.first()).toBeVisible();
  await page.getByLabel('بحث عن عقد أو وكالة مفتوحة').fill(buyerName);
  await page.getByRole('button', { name: `اختيار عقد رقم ${contractNumber}` }).click();

  // The summary first, no form over it.
  const panel = page.getByRole('region', { name: 'العقد المختار' });
  await expect(panel.getByText(buyerName)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByTestId('desk-overdue')).toContainText(/\d,000,000/);
  await expect(panel.getByTestId('desk-next')).toContainText('1,000,000');
  const overdue = ((await panel.getByTestId('desk-overdue').textContent()) ?? '').replace(/\D/g, '');

  // The ledger narrows to this deal: its down payment only.
  await expect(
    ledger.getByRole('heading', { name: `سجل الدفعات — عقد رقم ${contractNumber}` }),
  ).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(ledger.getByRole('cell', { name: `عقد ${contractNumber}`, exact: true })).toHaveCount(1);

  // 'تسجيل دفعة' opens the form with the amount due (the overdue total).
  await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل دفعة' });
  await expect(dialog.getByLabel(/^المبلغ \(IQD\)/)).toHaveValue(overdue);
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق' }).last().click();
  await expect(entries).toHaveCount(2);

  // Recorded with that amount, after the down payment.
  const plan = await request.get(`${API}/payment-plans/${paymentPlan.id}`, { headers });
  expect((await plan.json()).data.paidAmount).toBe(String(1_000_000 + Number(overdue)));

  // Another deal: the ledger widens back to every payment.
  await page.getByRole('button', { name: 'اختيار عقد أو وكالة أخرى' }).click();
  await expect(ledger.getByRole('heading', { name: 'سجل الدفعات', exact: true })).toBeVisible();
  await expect(entries.nth(2)).toBeVisible();
});
