import { expect, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiCreate,
  asCompany,
  bearer,
  isoMonthsAgo,
  PASSWORD,
  signedInAs,
  stamp,
} from './helpers';

// The cash box (docs/domain/cash-box.md): a new cashier takes two cash payments, closes the day 10,000
// short with a note, and prints the closing. A cashier of its own, so no other spec's box is closed.

test('a cashier takes two cash payments, closes the day with a difference and a note, and prints the closing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { accessToken, headers } = await asCompany(request);
  const id = stamp();
  const me = await (await request.get(`${API}/users/me`, { headers })).json();
  const roles = await (await request.get(`${API}/roles/company/${me.data.id}`, { headers })).json();
  const accountant = (roles.data as { id: number; displayNameAr: string | null }[]).find(
    (r) => r.displayNameAr === 'محاسب',
  )!;
  const username = `cashier${id}`;
  const created = await request.post(`${API}/users`, {
    headers,
    data: { username, password: PASSWORD, fullName: `أمين صندوق ${id}`, roleIds: [accountant.id] },
  });
  expect(created.status(), await created.text()).toBe(201);

  const buyer = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري الصندوق ${id}` });
  const car = await apiCar(request, accessToken, {
    name: `نيسان صني ${id}`,
    plateNumber: `بغداد ${id} ص`,
    chassisNumber: `E2ECASH${id}X`,
  });
  const deal = await apiCreate<{ paymentPlan: { id: number } }>(request, accessToken, '/contracts', {
    sellerType: 'COMPANY',
    currency: 'IQD',
    buyerId: buyer.id,
    carId: car.id,
    price: '12000000',
    downPayment: '2000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 10,
    firstDueDate: isoMonthsAgo(-1),
  });
  const login = await (
    await request.post(`${API}/auth/login`, { data: { username, password: PASSWORD } })
  ).json();
  for (const amount of ['1000000', '500000']) {
    const paid = await request.post(`${API}/payments`, {
      headers: bearer(login.data.accessToken),
      data: { planId: deal.paymentPlan.id, amount, method: 'CASH' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
  }

  await signedInAs(page, username);
  await page.goto('/payments');
  const box = page.getByRole('region', { name: 'الصندوق بالدينار' });
  await expect(box).toContainText('1,500,000');
  await expect(box).toContainText('لم يُغلق من قبل');
  await box.getByRole('button', { name: 'إغلاق اليوم (دينار)' }).click();
  const dialog = page.getByRole('dialog', { name: 'إغلاق صندوق اليوم بالدينار' });
  await dialog.getByLabel(/المبلغ المعدود/).fill('١٬٤٩٠٬٠٠٠');
  await dialog.getByRole('button', { name: 'إغلاق اليوم (دينار)' }).click();
  await expect(dialog.getByText('يوجد فرق بين المعدود والمتوقع: اكتب ملاحظة تشرح الفرق')).toBeVisible();
  await dialog.getByLabel(/ملاحظة/).fill('نقص عشرة آلاف');
  await dialog.getByRole('button', { name: 'إغلاق اليوم (دينار)' }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toContainText('1,490,000');

  await box.getByRole('link', { name: 'طباعة الإغلاق' }).click();
  await expect(page).toHaveURL(/\/cash-box\/closings\/\d+$/);
  await expect(page.getByRole('heading', { name: /محضر إغلاق الصندوق/ })).toBeVisible();
  const figures = page.getByRole('table', { name: 'أرقام الصندوق' });
  await expect(figures.getByRole('row', { name: /المتوقع في الصندوق/ })).toContainText('1,500,000');
  await expect(figures.getByRole('row', { name: /المعدود فعلاً/ })).toContainText('1,490,000');
  await expect(figures.getByRole('row', { name: /الفرق/ })).toContainText('−10,000');
  await expect(page.getByText('نقص عشرة آلاف')).toBeVisible();
  await expect(page.locator('dl')).toContainText(`أمين صندوق ${id}`);
});
