import { expect, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiCreate,
  asCompany,
  isoMonthsAgo,
  pickOnly,
  setDate,
  signedInAs,
  stamp,
} from './helpers';
import { printToPdf } from './pdf';

// A deal's life beyond one payment (docs/domain/schedules.md#deferred-portions, early-settlement.md): a
// down payment partly paid later, collected at the desk, then everything settled early with a discount.

for (const width of [1366, 390]) {
  test(`at ${width} px: a deferred part of the down payment is scheduled, paid at the desk, and the deal settled early`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const { accessToken, headers } = await asCompany(request);
    const id = stamp();
    const buyerName = `مشتري باقي المقدمة ${id}`;
    const carName = `تويوتا يارس ${id}`;
    await apiCreate(request, accessToken, '/persons', { fullName: buyerName });
    await apiCar(request, accessToken, {
      name: carName,
      plateNumber: `بغداد ${id} م`,
      chassisNumber: `E2EDEF${id}X`,
    });
    // The first instalment on the first of the month after next; the portion on the first of next month.
    const firstDue = isoMonthsAgo(-2);
    const portionDue = isoMonthsAgo(-1);

    await signedInAs(page, 'company');
    await page.goto('/new-contract');
    await pickOnly(page, 'المشتري', buyerName);
    await pickOnly(page, 'السيارة', carName);
    await page.getByLabel('السعر').fill('12000000');
    await page.getByLabel('الدفعة المقدمة').fill('3000000');
    await page.getByLabel('عدد الأقساط').fill('9');
    await setDate(page, 'تاريخ أول قسط', firstDue);
    const portions = page.getByRole('group', { name: 'باقي المقدمة' });
    await portions.getByRole('button', { name: 'إضافة دفعة من باقي المقدمة' }).click();
    await portions.getByLabel(/مبلغ الدفعة 1/).fill('١٬٠٠٠٬٠٠٠');
    await setDate(page, 'تاريخ الدفعة 1', portionDue);
    await expect(portions.getByText(/يُدفع عند التوقيع/)).toContainText('2,000,000');
    const preview = page.getByRole('table', { name: 'معاينة جدول الأقساط' });
    await expect(preview.locator('tbody tr').first()).toContainText('باقي المقدمة 1');
    await expect(preview.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    const dealId = Number(page.url().split('/').pop());

    // The schedule: the signing paid, the portion its own line, due on its date.
    const schedule = page.getByRole('table', { name: 'جدول الأقساط' });
    const portionRow = schedule.locator('tbody tr', { hasText: 'باقي المقدمة 1' });
    await expect(portionRow).toContainText(portionDue);
    await expect(portionRow).toContainText('1,000,000');
    await expect(portionRow).toContainText('غير مدفوع');
    await expect(schedule.locator('tbody tr').first()).toContainText('مدفوع');

    // The desk finds the deal and the payment form proposes the portion, the next line due.
    const deal = (await (await request.get(`${API}/contracts/${dealId}`, { headers })).json()).data as {
      contractNumber: number;
    };
    await page.goto('/payments');
    await page.getByLabel('بحث عن عقد أو وكالة مفتوحة').fill(buyerName);
    await page.getByRole('button', { name: `اختيار عقد رقم ${deal.contractNumber}` }).click();
    const panel = page.getByRole('region', { name: 'العقد المختار' });
    await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await expect(dialog.getByLabel(/^المبلغ \(IQD\)/)).toHaveValue(/1,?000,?000/);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Settled early from the deal page: 9,000,000 remains, 250,000 off, 8,750,000 paid at once.
    await page.goto(`/contracts/${dealId}`);
    await expect(schedule.locator('tbody tr', { hasText: 'باقي المقدمة 1' })).toContainText('مدفوع');
    await page.getByRole('link', { name: 'تسوية مبكرة' }).click();
    await expect(page).toHaveURL(/\/settlements\/\d+$/);
    const sheet = page.getByRole('region', { name: 'عرض تسوية مبكرة' });
    await expect(sheet.getByText(buyerName)).toBeVisible();
    await expect(sheet.locator('div', { hasText: 'مجموع المتبقي' }).last()).toContainText('9,000,000');
    await page.getByLabel(/خصم التسوية/).fill('250000');
    await page.getByLabel(/سبب الخصم/).fill('سداد مبكر');
    await expect(sheet.locator('div', { hasText: 'المبلغ المطلوب للتسوية' }).last()).toContainText(
      '8,750,000',
    );
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(scroll).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }).click();
    await expect(
      page.getByText(/تمت التسوية المبكرة وسُدِّدت خطة الدفع بالكامل — رقم الإيصال \d+/),
    ).toBeVisible();

    // The deal is paid and its clearance may be issued.
    await page.getByRole('link', { name: 'العودة إلى العقد' }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${dealId}$`));
    await expect(page.getByRole('button', { name: /إصدار براءة الذمة/ })).toBeVisible();
    const plan = (await (await request.get(`${API}/contracts/${dealId}`, { headers })).json()).data
      .paymentPlan as { status: string; discountAmount: string; paidAmount: string };
    expect(plan).toMatchObject({ status: 'PAID', discountAmount: '250000', paidAmount: '11750000' });
  });
}

test('the promissory notes of a deal print three to an A4 page, one per instalment owed, in the range chosen', async ({
  page,
  request,
}) => {
  const { accessToken } = await asCompany(request);
  const id = stamp();
  const buyer = await apiCreate(request, accessToken, '/persons', {
    fullName: `مدين الكمبيالات ${id}`,
    nationalId: `19900${id}`,
    address: 'بغداد - الكرادة',
  });
  const car = await apiCar(request, accessToken, {
    name: `هيونداي إلنترا ${id}`,
    plateNumber: `بغداد ${id} ك`,
    chassisNumber: `E2ENOTE${id}X`,
  });
  // 7 × 1,000,000 from next month, and 500,000 of the down payment deferred: 8 notes.
  const deal = await apiCreate<{ id: number }>(request, accessToken, '/contracts', {
    sellerType: 'COMPANY',
    currency: 'IQD',
    buyerId: buyer.id,
    carId: car.id,
    price: '9000000',
    downPayment: '2000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 7,
    firstDueDate: isoMonthsAgo(-2),
    deferredDownPayments: [{ amount: '500000', dueDate: isoMonthsAgo(-1) }],
  });

  await signedInAs(page, 'company');
  await page.goto(`/contracts/${deal.id}`);
  await page.getByRole('link', { name: 'طباعة الكمبيالات' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-notes/${deal.id}/true$`));
  const notes = page.locator('.cc-print-notes__note');
  await expect(notes).toHaveCount(8);
  await expect(page.locator('.cc-print-notes__page')).toHaveCount(3);
  await expect(page.getByText('8 كمبيالة، 3 في كل صفحة')).toBeVisible();
  const first = notes.first();
  await expect(first.locator('[data-field-id="note.name"]')).toHaveText('باقي المقدمة 1');
  await expect(first.locator('[data-field-id="note.amount"]')).toContainText('500,000');
  await expect(first.locator('[data-field-id="note.amountInWords"]')).toContainText(
    'خمسمائة ألف دينار عراقي',
  );
  await expect(first.locator('[data-field-id="buyer.nationalId"]')).toContainText(`19900${id}`);
  await expect(notes.nth(1).locator('[data-field-id="note.name"]')).toHaveText('القسط 1');

  // Only instalments 3 to 5.
  await page.getByLabel('من الكمبيالة').selectOption('4');
  await page.getByLabel('إلى الكمبيالة').selectOption('6');
  await expect(notes).toHaveCount(3);
  await expect(page.locator('.cc-print-notes__page')).toHaveCount(1);
  await expect(notes.first().locator('[data-field-id="note.name"]')).toHaveText('القسط 3');
  // Printed: the three notes on one A4 page, each amount readable in the PDF.
  const pdf = await printToPdf(page);
  expect(pdf.pages).toBe(1);
  expect(pdf.items.filter((i) => i.str.includes('1,000,000'))).toHaveLength(3);
});
