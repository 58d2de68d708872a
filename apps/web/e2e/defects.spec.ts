import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, asCompany, signedInAs, stamp } from './helpers';

/** A cash contract (no guarantor) on a fresh car, printed with the system contract template (2). */
async function cashContract(request: APIRequestContext, token: string) {
  const id = stamp();
  const car = await apiCar(request, token, {
    name: `تويوتا نقدي ${id}`,
    model: 2021,
    color: 'أسود',
    plateNumber: `بغداد ${id} ن`,
    chassisNumber: `E2ECASH${id}XX`,
  });
  const buyer = await apiCreate(request, token, '/persons', { fullName: `مشتري نقدي ${id}` });
  return apiContract(request, token, {
    buyerId: buyer.id,
    carId: car.id,
    price: '15000000',
    downPayment: '15000000',
    paymentType: 'CASH',
    templateId: 2,
  });
}

test('a cash sale prints as a cash sale; sales is told why it cannot print a receipt', async ({
  page,
  request,
}) => {
  const { accessToken, headers } = await asCompany(request);
  const deal = await cashContract(request, accessToken);

  await signedInAs(page, 'sales');
  await page.goto(`/print/${deal.id}/true`);
  const sheet = page.locator('.cc-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('عقد بيع سيارة نقداً');
  await expect(sheet).toContainText(String(deal.contractNumber));
  await expect(sheet).not.toContainText('بالتقسيط');
  await expect(sheet).not.toContainText('عدد الأقساط');
  await expect(sheet).not.toContainText('الكفيل');
  await expect(sheet.locator('[data-field-id="paymentPlan.installments"]')).toHaveCount(0);

  // The down payment's receipt: sales holds neither GET_INSTALLMENT nor UPDATE_INSTALLMENT.
  const payments = await request.get(`${API}/payments`, { headers, params: { dealId: deal.id } });
  const receipt = (await payments.json()).data[0] as { id: number; receiptNumber: number };
  await page.goto(`/print-receipt/${receipt.id}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('تعذر تحميل الصفحة للطباعة');
  await expect(alert).toContainText('ليس لديك صلاحية لتنفيذ هذا الإجراء');
  await expect(page.getByRole('button', { name: 'طباعة' })).toHaveCount(0);

  // The accountant (GET_INSTALLMENT) prints it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signedInAs(page, 'accountant');
  await page.goto(`/print-receipt/${receipt.id}`);
  await expect(page.locator('.cc-print-sheet')).toContainText(String(receipt.receiptNumber));
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeEnabled();
});

test('a new template is not preselected until the company marks it the default in the designer', async ({
  page,
  browser,
  request,
}) => {
  const { headers } = await asCompany(request);
  const name = `مسودة عقد ${stamp()}`;
  const created = await request.post(`${API}/templates`, {
    headers,
    data: { name, kind: 'CONTRACT', fields: [] },
  });
  expect(created.status()).toBe(201);
  const template = (await created.json()).data as { id: number };

  // Sales opens a new contract: the branches load (no 403) and the full system contract is chosen.
  const sales = await (await browser.newContext({ locale: 'ar-IQ' })).newPage();
  await signedInAs(sales, 'sales');
  await sales.goto('/new-contract');
  await sales.getByRole('combobox', { name: 'الفرع' }).click();
  const branches = sales.getByRole('listbox', { name: 'الفرع' });
  await expect(branches.getByRole('option', { name: 'فرع البصرة' })).toHaveCount(1);
  await expect(sales.getByText('ليس لديك صلاحية لتنفيذ هذا الإجراء')).toHaveCount(0);
  // The template combobox shows the chosen template's name (the system contract is labelled so).
  const chosen = sales.getByRole('combobox', { name: 'قالب الطباعة' });
  await expect(chosen).toHaveValue(/\(قالب النظام\)$/);

  // The company marks its template the default in the designer.
  await signedInAs(page, 'company');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'تصميم طباعة العقد' }).click();
  const picker = page.getByRole('combobox', { name: 'اختر القالب' });
  await expect(picker).toBeEnabled();
  await picker.selectOption(String(template.id));
  await expect(picker).toHaveValue(String(template.id));
  await page.getByRole('button', { name: 'تعيين كقالب افتراضي' }).click();
  await expect(page.getByText(`أصبح «${name}» القالب الافتراضي لنوعه`)).toBeVisible();
  await expect(page.getByText('✓ القالب الافتراضي')).toBeVisible();

  await sales.goto('/new-contract');
  await expect(sales.getByRole('combobox', { name: 'قالب الطباعة' })).toHaveValue(name);

  // Back to the system contract, so other specs see the demo as it was.
  const reset = await request.put(`${API}/templates/2/default`, { headers });
  expect(reset.status()).toBe(200);
});

test('the roles screen confirms an add and shows the server’s field error on a refused one', async ({
  page,
}) => {
  const name = `Cashier ${stamp()}`;
  await signedInAs(page, 'company');
  await page.goto('/roles');
  await expect(page).toHaveTitle('إدارة الأدوار والصلاحيات · عقود السيارات');
  await page.getByLabel('الاسم بالإنجليزية').fill(name);
  await page.getByRole('button', { name: 'إضافة دور' }).click();
  await expect(page.getByText('تمت إضافة الدور')).toBeVisible();
  await expect(page.getByLabel('الاسم بالإنجليزية')).toHaveValue('');
  await page.getByLabel('الاسم بالإنجليزية').fill(name);
  await page.getByRole('button', { name: 'إضافة دور' }).click();
  await expect(page.getByText('يوجد دور بهذا الاسم في الشركة').first()).toBeVisible();
  await expect(page.getByLabel('الاسم بالإنجليزية')).toHaveValue(name);
});
