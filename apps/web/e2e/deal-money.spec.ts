import { expect, test } from '@playwright/test';
import { API, apiCar, apiCreate, apiToken, asCompany, signedInAs, stamp } from './helpers';

// The money of a deal's signing (docs/domain/permissions.md#money-at-deal-creation): `sales` may create
// deals but not record payments, so a cash authorization leaves its price due on the deal's date, with no
// receipt in their name; the accountant collects it.

test('sales is told before saving, and a cash authorization by sales shows its price due, no receipt', async ({
  page,
  request,
}) => {
  const { accessToken: company, headers } = await asCompany(request);
  const id = stamp();
  const car = await apiCar(request, company, {
    name: `هيونداي وكالة ${id}`,
    plateNumber: `بغداد ${id} و`,
    chassisNumber: `E2EDUE${id}XX`,
  });
  const buyer = await apiCreate(request, company, '/persons', { fullName: `مشتري وكالة ${id}` });

  // The note on the form, before anything is saved.
  await signedInAs(page, 'sales');
  await page.goto('/new-authorization');
  await page.getByLabel('طريقة الدفع').selectOption('CASH');
  await expect(page.getByRole('note')).toContainText('لا تملك صلاحية تسديد الأقساط');
  await expect(page.getByRole('note')).toContainText('بتاريخ الوكالة');

  // Created by sales: the answer says the money is left due, and no payment is recorded.
  const { accessToken: sales } = await apiToken(request, 'sales');
  const res = await request.post(`${API}/authorizations`, {
    headers: { authorization: `Bearer ${sales}` },
    data: {
      sellerType: 'COMPANY',
      buyerId: buyer.id,
      carId: car.id,
      currency: 'USD',
      price: '15000.50',
      paymentType: 'CASH',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  expect(body.message).toContain('لم يُسجَّل المبلغ النقدي');
  const deal = body.data as { id: number; contractDate: string };
  const ledger = await request.get(`${API}/payments`, { headers, params: { dealId: deal.id } });
  expect((await ledger.json()).data).toEqual([]);

  // The deal page: the price is owed as «المقدمة», due on the deal's date, unpaid.
  await page.goto(`/authorizations/${deal.id}`);
  const schedule = page.getByRole('table', { name: 'جدول الأقساط' });
  const line = schedule.locator('tbody tr').first();
  await expect(line).toContainText('المقدمة');
  await expect(line).toContainText(deal.contractDate);
  await expect(line).toContainText('15,000.50');
  await expect(line).toContainText('غير مدفوع');
});
