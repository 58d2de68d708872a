import { expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, asCompany, signedInAs, stamp } from './helpers';

// What a car cost and earned (docs/domain/car-costs.md): the company records a purchase price and an
// expense with its receipt's image on a car sold today, reads the profit on the car's page, and finds the
// month's profit on the dashboard; a salesman sees none of it.

/** A 1x1 PNG: enough for POST /files, which checks the type's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the company records a car’s purchase and an expense with a receipt, and reads its profit on the car and the dashboard', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const person = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري الربح ${id}` });
  const carName = `هيونداي سوناتا ${id}`;
  const car = await apiCar(request, accessToken, {
    name: carName,
    plateNumber: `بغداد ${id} ر`,
    chassisNumber: `E2EPROFIT${id}`,
  });
  await apiContract(request, accessToken, {
    buyerId: person.id,
    carId: car.id,
    price: '20000000',
    downPayment: '5000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 10,
    firstDueDate: '2031-01-01',
  });

  await signedInAs(page, 'company');
  await page.goto(`/car/${car.id}/view`);
  const costs = page.getByRole('region', { name: 'التكاليف والربح' });
  await expect(costs.getByText('لم يُسجَّل سعر الشراء بعد')).toBeVisible();

  await costs.getByRole('button', { name: 'تسجيل سعر الشراء' }).click();
  const purchase = page.getByRole('dialog', { name: 'سعر شراء السيارة' });
  await purchase.getByLabel(/^المبلغ/).fill('١٦٬٠٠٠٬٠٠٠');
  await purchase.getByLabel(/أو اسم البائع/).fill('معرض الرافدين');
  await purchase.getByRole('button', { name: 'حفظ' }).click();
  await expect(costs.getByText(/من معرض الرافدين/)).toBeVisible();

  await costs.getByRole('button', { name: 'إضافة مصروف' }).click();
  const expense = page.getByRole('dialog', { name: 'مصروف على السيارة' });
  await expense.getByLabel(/^المبلغ/).fill('500000');
  await expense.getByLabel(/^ملاحظة/).fill('تبديل الإطارات');
  await expense
    .getByLabel(/صورة الوصل/)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(expense.getByText('تم رفع receipt.png')).toBeVisible();
  await expense.getByRole('button', { name: 'إضافة مصروف' }).click();
  await expect(costs.getByText(/تبديل الإطارات/)).toBeVisible();
  await expect(costs.getByRole('link', { name: 'عرض الوصل' })).toHaveAttribute(
    'href',
    /\/api\/carcontracts\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=/,
  );
  // 20,000,000 − 16,000,000 − 500,000.
  await expect(costs.getByText(/الربح/).last()).toContainText('3,500,000');
  const scroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(scroll).toBeLessThanOrEqual(1);

  // The month's profit on the dashboard, as the API sums it (this sale included).
  const dashboard = (await (await request.get(`${API}/dashboard`, { headers })).json()).data as {
    profitThisMonth: { currency: string; net: string }[];
  };
  const net = BigInt(dashboard.profitThisMonth.find((p) => p.currency === 'IQD')!.net);
  const shown = (net < 0n ? -net : net).toLocaleString('en-US');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'ربح هذا الشهر' });
  await expect(card).toContainText(shown);

  // A salesman sees no cost: not on the car's page, not on the dashboard.
  const salesPage = await (await browser.newContext({ locale: 'ar-IQ' })).newPage();
  await signedInAs(salesPage, 'sales');
  await salesPage.goto(`/car/${car.id}/view`);
  await expect(salesPage.getByRole('heading', { level: 1, name: carName })).toBeVisible();
  await expect(salesPage.getByRole('region', { name: 'التكاليف والربح' })).toHaveCount(0);
  await expect(salesPage.getByText('3,500,000')).toHaveCount(0);
  await salesPage.goto('/');
  await expect(salesPage.getByRole('main')).toBeVisible();
  await expect(salesPage.getByRole('region', { name: 'ربح هذا الشهر' })).toHaveCount(0);
});
