import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  API,
  apiCar,
  apiContract,
  apiCreate,
  asCompany,
  payOnDealPage,
  pickOnly,
  reverseFromLedger,
  setDate,
  signedInAs,
  stamp,
} from './helpers';

/** A fresh Pending car through the API, so the test does not depend on the demo stock. */
async function pendingCar(request: APIRequestContext, token: string, name: string) {
  const id = stamp();
  return apiCar(request, token, { name, plateNumber: `بغداد ${id} س`, chassisNumber: `E2ESALE${id}XX` });
}

/** Asks to cancel the row's deal from its actions menu, with a reason, and confirms the warning. */
async function cancelFromRow(page: Page, row: Locator, reason: string) {
  await row.getByRole('button', { name: /^إجراءات العقد/ }).click();
  await page.getByRole('menuitem', { name: 'إلغاء' }).click();
  await page.getByLabel('سبب الإلغاء').fill(reason);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'نعم، ألغِ' }).click();
}

// Each journey runs many pages and row menus end to end; on a loaded two-core machine 30 s is too short.
test.describe.configure({ timeout: 60_000 });

test('sell a Pending car on 12 instalments, take a payment, and cancel an unpaid deal', async ({
  page,
  request,
}) => {
  const { accessToken, headers } = await asCompany(request);
  const buyerName = `مشتري اختبار ${stamp()}`;
  const carName = `كيا سبورتاج بيع ${stamp()}`;
  const car = await pendingCar(request, accessToken, carName);

  // An account card from the browser.
  await signedInAs(page, 'company');
  await page.goto('/new-account');
  await page.getByLabel('الاسم الكامل').fill(buyerName);
  await page.getByLabel('رقم الهاتف').fill('07701112233');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/account-cards\/\d+\/view$/);
  await expect(page.getByText(buyerName).first()).toBeVisible();

  // The sale: 12 instalments after a down payment, with the live schedule preview.
  await page.goto('/new-contract');
  await pickOnly(page, 'المشتري', buyerName);
  await pickOnly(page, 'السيارة', carName);
  await page.getByLabel('السعر').fill('12000000');
  await page.getByLabel('الدفعة المقدمة').fill('2000000');
  await page.getByLabel('عدد الأقساط').fill('12');
  await setDate(page, 'تاريخ أول قسط', '2027-01-15');
  const preview = page
    .getByRole('region', { name: 'معاينة جدول الأقساط' })
    .or(page.locator('section[aria-label="معاينة جدول الأقساط"]'));
  await expect(preview.locator('tbody tr')).toHaveCount(12);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  await expect(page.getByText(buyerName).first()).toBeVisible();
  // The stored schedule: the twelfth instalment falls due on 2027-12-15.
  await expect(page.getByText('2027-12-15').first()).toBeVisible();

  // A payment with its receipt number.
  await payOnDealPage(page, '500000');
  await page.keyboard.press('Escape');

  // The car is now being paid.
  await page.goto(`/car/${car.id}/view`);
  await expect(page.getByText('قيد الدفع').first()).toBeVisible();

  // A fresh deal with nothing paid is cancelled with a reason; its car is for sale again.
  const other = await pendingCar(request, accessToken, `هيونداي توسان إلغاء ${stamp()}`);
  const persons = await request.get(`${API}/persons?keyword=${encodeURIComponent(buyerName)}`, {
    headers,
  });
  const buyerId = (await persons.json()).data[0].id as number;
  const { contractNumber: number } = await apiContract(request, accessToken, {
    buyerId,
    carId: other.id,
    price: '9000000',
    downPayment: '0',
    paymentType: 'INSTALLMENTS',
    installmentCount: 6,
    firstDueDate: '2027-02-01',
  });
  await page.goto('/contracts');
  await page.getByPlaceholder('بحث...').fill(String(number));
  const row = page.getByRole('table').first().locator('tbody > tr', { hasText: buyerName }).first();
  await expect(row).toBeVisible();
  await cancelFromRow(page, row, 'تراجع المشتري عن الشراء');
  await expect(page.getByText('تم إلغاء العقد')).toBeVisible();
  await page.goto(`/car/${other.id}/view`);
  await expect(page.getByText('غير مبيوعة').first()).toBeVisible();
});

test('the company account reverses the down payment of a deal, then cancels it: the car is for sale again', async ({
  page,
  request,
}) => {
  const { accessToken, headers } = await asCompany(request);
  const car = await pendingCar(request, accessToken, `تويوتا كورولا عكس ${stamp()}`);
  const buyerName = `مشتري عكس ${stamp()}`;
  const person = await apiCreate(request, accessToken, '/persons', { fullName: buyerName });
  const { id, contractNumber } = await apiContract(request, accessToken, {
    buyerId: person.id,
    carId: car.id,
    price: '10000000',
    downPayment: '3000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 7,
    firstDueDate: '2027-03-01',
  });
  const payments = await request.get(`${API}/payments?dealId=${id}`, { headers });
  const down = (await payments.json()).data[0] as { receiptNumber: number };

  await signedInAs(page, 'company');
  // While the down payment stands, the deal cannot be cancelled.
  await page.goto('/contracts');
  await page.getByPlaceholder('بحث...').fill(String(contractNumber));
  const row = page.getByRole('table').first().locator('tbody > tr', { hasText: buyerName }).first();
  // Offered disabled, with the reason, before any reason is typed.
  await row.getByRole('button', { name: /^إجراءات العقد/ }).click();
  const cancel = page.getByRole('menuitem', { name: 'إلغاء' });
  await expect(cancel).toBeDisabled();
  await expect(cancel).toHaveAccessibleDescription(
    'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً',
  );
  await page.keyboard.press('Escape');

  // Reverse the down payment from the deal's page, with a reason.
  await page.goto(`/contracts/${id}`);
  const section = page.getByRole('region', { name: 'الدفعات' });
  await reverseFromLedger(page, section, down.receiptNumber, 'إرجاع الدفعة المقدمة للمشتري');
  await expect(section.getByText('ملغاة')).toBeVisible();
  await expect(section.getByText('قيد عكس', { exact: true })).toBeVisible();
  // No payment left to reverse: no ledger row has a menu.
  await expect(section.getByRole('button', { name: /^إجراءات الوصل رقم/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'خطة الدفع' })).toContainText('10,000,000');

  // Now the cancellation goes through and the car is Pending ('غير مبيوعة') again.
  await page.goto('/contracts');
  await page.getByPlaceholder('بحث...').fill(String(contractNumber));
  await cancelFromRow(page, row, 'تراجع المشتري');
  await expect(page.getByText('تم إلغاء العقد')).toBeVisible();
  await page.goto(`/car/${car.id}/view`);
  await expect(page.getByText('غير مبيوعة').first()).toBeVisible();
});
