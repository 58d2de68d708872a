import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiContract,
  apiCreate,
  apiToken,
  bearer,
  companyDay,
  PASSWORD,
  signedInAs,
} from './helpers';

// Late fees end to end (docs/domain/late-fees.md), in a company of their own so the demo company's
// figures, which other specs read, never change: the company account turns the rule on in settings, an
// instalment that fell due yesterday is charged at once, the deal page shows the fee apart, the fee is
// waived with a reason, and the statement shows both lines.

const stamp = () => `${Date.now()}`.slice(-8);

/** A new company through the platform administrator, its account's own password set: its username and token. */
async function newCompany(request: APIRequestContext, id: string) {
  const admin = await apiToken(request, 'superadmin');
  const username = `fees${id}`;
  const created = await apiCreate<{ temporaryPassword: string }>(
    request,
    admin.accessToken,
    '/admin/companies',
    {
      name: `معرض الغرامات ${id}`,
      username,
      branchName: 'الفرع الرئيسي',
    },
  );
  const login = await request.post(`${API}/auth/login`, {
    data: { username, password: created.temporaryPassword },
  });
  expect(login.status()).toBe(200);
  const changed = await request.put(`${API}/users/me/password`, {
    headers: bearer((await login.json()).data.accessToken),
    data: { currentPassword: created.temporaryPassword, newPassword: PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { username, token: (await changed.json()).data.accessToken as string };
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(1);
}

for (const width of [1366, 390]) {
  test(`at ${width} px: the rule turned on charges yesterday's instalment, shown apart, waived with a reason`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = stamp();
    const company = await newCompany(request, id);
    const buyer = await apiCreate<{ id: number }>(request, company.token, '/persons', {
      fullName: `مشتري ${id}`,
    });
    const car = await apiCar(request, company.token, {
      name: `كيا سبورتاج ${id}`,
      plateNumber: `بغداد ${id} غ`,
      chassisNumber: `E2EFEE${id}X`,
    });
    const deal = await apiContract<{ id: number; contractNumber: number }>(request, company.token, {
      buyerId: buyer.id,
      carId: car.id,
      price: '6000000',
      downPayment: '1000000',
      paymentType: 'INSTALLMENTS',
      installmentCount: 5,
      contractDate: companyDay(-40),
      firstDueDate: companyDay(-1),
    });

    await signedInAs(page, company.username);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'التحصيل' }).click();
    await page.getByLabel('طريقة الاحتساب').selectOption('FIXED');
    // Arabic-Indic digits, as typed on an Arabic keyboard.
    await page.getByLabel('الغرامة بالدينار').fill('٢٥٬٠٠٠');
    await page.getByRole('button', { name: 'حفظ غرامات التأخير' }).click();
    await expect(page.getByText('تم حفظ إعدادات غرامات التأخير')).toBeVisible();
    await expect(page.getByText(/مفعّلة منذ/)).toBeVisible();
    await noSidewaysScroll(page);

    await page.goto(`/contracts/${deal.id}`);
    const fees = page.getByRole('region', { name: 'غرامات التأخير' });
    await expect(fees.getByText('القسط 1')).toBeVisible();
    await expect(fees.getByText('مستحقة')).toBeVisible();
    await expect(fees).toContainText('25,000');
    // What remains counts the fee: 5,000,000 of instalments and 25,000 of fees.
    await expect(page.getByRole('region', { name: 'خطة الدفع' })).toContainText('5,025,000');
    await noSidewaysScroll(page);

    await fees.getByRole('button', { name: 'إعفاء' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/السبب/).fill('أول تأخير للعميل');
    await dialog.getByRole('button', { name: 'إعفاء' }).click();
    await expect(fees.getByText('معفاة')).toBeVisible();
    await expect(fees.getByText(/أُعفيت في .*أول تأخير للعميل/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'خطة الدفع' })).toContainText('5,000,000');

    await page.getByRole('link', { name: 'كشف حساب' }).click();
    const lines = page
      .getByRole('region', { name: new RegExp(`عقد رقم ${deal.contractNumber}`) })
      .locator('tbody tr');
    await expect(lines.filter({ hasText: 'غرامة تأخير' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'إعفاء من غرامة' })).toContainText('أول تأخير للعميل');
    await noSidewaysScroll(page);
  });
}
