import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API, apiCar, apiCreate, apiToken, bearer, payOnDealPage, pickOnly, signedInAs } from './helpers';

// Every numeric field of the car, person, deal and payment forms takes Arabic-Indic (٠-٩) and
// Eastern (۰-۹) digits and separators; what is saved has Latin digits (read back through the API).

const stamp = () => String(Date.now()).slice(-6);
const arabic = (latin: string) => latin.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const eastern = (latin: string) => latin.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as T;
}

const idIn = (page: Page, pattern: RegExp) => Number(pattern.exec(new URL(page.url()).pathname)?.[1]);

/** The company account on `path` in the browser, its API token, and a fresh number for unique names. */
async function openAsCompany(page: Page, request: APIRequestContext, path: string) {
  const { accessToken } = await apiToken(request, 'company');
  await signedInAs(page, 'company');
  await page.goto(path);
  return { accessToken, n: stamp() };
}

test('car form: year, kilometres, cylinders, passengers, plate and chassis typed in Arabic digits', async ({
  page,
  request,
}) => {
  const { accessToken, n } = await openAsCompany(page, request, '/new-car');
  await page.getByLabel('اسم السيارة').fill(`كيا سيراتو أرقام ${n}`);
  await page.getByLabel('سنة الصنع').fill('٢٠٢١');
  await page.getByLabel('اللون').fill('أسود');
  await page.getByLabel('رقم اللوحة').fill(`بغداد ${arabic(n)} ع`);
  await page.getByLabel('رقم الشاصي').fill(`KNAF${eastern(n)}X`);
  await page.getByLabel('الكيلومترات').fill('٤٥٬٠٠٠');
  await page.getByLabel('عدد السلندرات').fill('٦');
  await page.getByLabel('عدد الركاب').fill('۵');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/view$/);
  const car = await read<Record<string, unknown>>(request, accessToken, `/car/${idIn(page, /\/car\/(\d+)/)}`);
  expect(car).toMatchObject({
    model: 2021,
    kilometers: 45000,
    cylinderCount: 6,
    passengerCount: 5,
    plateNumber: `بغداد ${n} ع`,
    chassisNumber: `KNAF${n}X`,
  });
});

test('person form: phone and national id typed in Arabic digits are stored with Latin digits', async ({
  page,
  request,
}) => {
  const { accessToken, n } = await openAsCompany(page, request, '/new-account');
  await page.getByLabel('الاسم الكامل').fill(`حساب أرقام ${n}`);
  await expect(page.getByLabel('الاسم الكامل')).toHaveAttribute('maxlength', '150');
  await page.getByLabel('رقم الهاتف').fill('٠٧٧٠ ١٢٣ ٤٥٦٧');
  await page.getByLabel('رقم الهوية').fill(arabic(`1990${n}`));
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/account-cards\/\d+\/view$/);
  const id = idIn(page, /\/account-cards\/(\d+)/);
  const person = await read<Record<string, unknown>>(request, accessToken, `/persons/${id}`);
  expect(person).toMatchObject({ phone: '07701234567', nationalId: `1990${n}` });
});

test('new contract and payment at 390 px: pickers on screen, a unique match picked with Enter, amounts in Arabic digits', async ({
  page,
  request,
}) => {
  const { accessToken } = await apiToken(request, 'company');
  const n = stamp();
  const buyerName = `مشتري أرقام ${n}`;
  await apiCreate(request, accessToken, '/persons', { fullName: buyerName });
  await apiCar(request, accessToken, {
    name: 'هيونداي النترا',
    plateNumber: `نينوى ${n} ب`,
    chassisNumber: `KMHD${n}Z`,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(page, 'company');
  await page.goto('/new-contract');
  const buyer = page.getByRole('combobox', { name: 'المشتري', exact: true });
  await expect(buyer).toBeVisible();
  // Nothing of the form is off-screen: no sideways scroll, the pickers inside the viewport.
  for (const label of ['المشتري', 'الكفيل', 'السيارة']) {
    const box = await page.getByRole('combobox', { name: label, exact: true }).boundingBox();
    expect(box, label).not.toBeNull();
    expect(box!.x, label).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, label).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The buyer by name, the car by its plate typed in Arabic-Indic digits: one match each, Enter picks it.
  await pickOnly(page, 'المشتري', buyerName);
  await pickOnly(page, 'السيارة', arabic(n), `نينوى ${n} ب`);
  await page.getByLabel('السعر').fill('١٢٬٠٠٠٬٠٠٠');
  await page.getByLabel('الدفعة المقدمة').fill('۲,۰۰۰,۰۰۰');
  await page.getByLabel('عدد الأقساط').fill('١٠');
  await page.getByRole('group', { name: 'تاريخ أول قسط' }).getByRole('button', { name: '+ شهر' }).click();
  await expect(page.locator('section[aria-label="معاينة جدول الأقساط"] tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const dealId = idIn(page, /\/contracts\/(\d+)/);
  const deal = await read<{
    price: string;
    buyer: { fullName: string };
    paymentPlan: { downPayment: string; installmentCount: number };
  }>(request, accessToken, `/contracts/${dealId}`);
  expect(deal.buyer.fullName).toBe(buyerName);
  expect(Number(deal.price)).toBe(12_000_000);
  expect(Number(deal.paymentPlan.downPayment)).toBe(2_000_000);
  expect(deal.paymentPlan.installmentCount).toBe(10);

  // A payment typed in Arabic-Indic digits with the Arabic thousands separator.
  await payOnDealPage(page, '٥٠٠٬٠٠٠');
  const payments = await read<{ amount: string }[]>(request, accessToken, `/payments?dealId=${dealId}`);
  expect(payments.map((p) => Number(p.amount))).toContain(500_000);
});
