import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, apiToken, bearer, payOnDealPage, signedInAs } from './helpers';

/** A fresh IQD contract of the company (through the API): its id. */
async function freshContract(request: APIRequestContext, token: string) {
  const id = String(Date.now()).slice(-7);
  const car = await apiCar(request, token, {
    name: 'كيا ريو إشعار',
    plateNumber: `بغداد ${id} ن`,
    chassisNumber: `E2ENTF${id}XX`,
  });
  const person = await apiCreate(request, token, '/persons', {
    fullName: `مشتري إشعار ${id}`,
    phone: '07701112299',
  });
  const deal = await apiContract(request, token, {
    buyerId: person.id,
    carId: car.id,
    price: '6000000',
    downPayment: '0',
    paymentType: 'INSTALLMENTS',
    installmentCount: 6,
    firstDueDate: '2027-03-01',
  });
  return deal.id;
}

test('a payment recorded in one browser raises the bell in another without reloading; the page marks one read', async ({
  browser,
  request,
}) => {
  // Two browsers, two sign-ins and a payment: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const { accessToken } = await apiToken(request, 'company');
  const dealId = await freshContract(request, accessToken);

  // The company account watches from its own browser.
  const watcher = await browser.newContext();
  const watching = await watcher.newPage();
  await signedInAs(watching, 'company');
  await watching.goto('/cars');
  const bell = watching.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const before = Number(
    (await watching
      .getByTestId('notification-count')
      .textContent()
      .catch(() => '0')) || '0',
  );

  // The accountant records a payment on the deal's page in another browser.
  const cashier = await browser.newContext();
  const paying = await cashier.newPage();
  await signedInAs(paying, 'accountant');
  await paying.goto(`/contracts/${dealId}`);
  await payOnDealPage(paying, '250000');

  // The watcher's bell goes up by one, without a reload, and a toast tells it.
  await expect(watching.getByTestId('notification-count')).toHaveText(String(before + 1), {
    timeout: 15_000,
  });
  await expect(watching.getByText('تسديد جديد').first()).toBeVisible();

  // The notifications page: mark the new one read; the bell goes down.
  await watching.getByTestId('notification-bell').click();
  await expect(watching).toHaveURL(/\/notifications$/);
  // This deal's payment notification (other payments of the run notify too).
  const row = watching
    .locator('tbody > tr', { hasText: 'تسديد جديد' })
    .filter({ has: watching.locator(`a[href="/contracts/${dealId}"]`) })
    .first();
  await row.getByRole('button', { name: 'إجراءات تسديد جديد' }).click();
  await watching.getByRole('menuitem', { name: 'تعليم كمقروء' }).click();
  // Unread first: the row marked moves below the unread ones, past the first page when more are unread
  // (the overdue job notifies at the company's midnight), so the server is asked whether it is read; then
  // the bell is one lower.
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/notifications?size=100`, { headers: bearer(accessToken) });
      const found = (
        (await res.json()).data as { dealId: number | null; kind: string; read: boolean }[]
      ).filter((n) => n.dealId === dealId && n.kind === 'PAYMENT_RECORDED');
      return found.length > 0 && found.every((n) => n.read);
    })
    .toBe(true);
  if (before === 0) await expect(watching.getByTestId('notification-count')).toHaveCount(0);
  else
    await expect(watching.getByTestId('notification-count')).toHaveText(String(before), { timeout: 10_000 });

  await watcher.close();
  await cashier.close();
});
