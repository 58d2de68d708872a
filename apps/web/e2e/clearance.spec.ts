import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiToken, payOnDealPage, signedInAs } from './helpers';
import { A4_PT, inBox, printToPdf, visual } from './pdf';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A fresh IQD contract on a new car for a demo buyer: 3,000,000 with 1,000,000 down, 2 instalments. */
async function openContract(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const id = stamp();
  const car = await apiCar(request, token, {
    name: `تويوتا كورولا براءة ${id}`,
    model: 2021,
    color: 'فضي',
    plateNumber: `بغداد ${id} ب`,
    chassisNumber: `E2ECLR${id}X`,
  });
  const persons = await request.get(`${API}/persons`, { headers, params: { size: 1 } });
  const buyer = (await persons.json()).data[0] as { id: number; fullName: string };
  return apiContract<{
    id: number;
    contractNumber: number;
    car: { plateNumber: string; chassisNumber: string };
    buyer: { fullName: string };
  }>(request, token, {
    buyerId: buyer.id,
    carId: car.id,
    price: '3000000',
    downPayment: '1000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 2,
    firstDueDate: '2030-01-15',
  });
}

test('pay the rest of a deal, issue its clearance and print the certificate on one A4 page', async ({
  page,
  request,
}) => {
  const { accessToken } = await apiToken(request, 'company');
  const deal = await openContract(request, accessToken);

  // The rest paid from the deal page's payment dialog.
  await signedInAs(page, 'company');
  await page.goto(`/contracts/${deal.id}`);
  await payOnDealPage(page, '2000000');
  await page.keyboard.press('Escape');
  // Paid: the deal page offers the clearance.
  const section = page.getByRole('region', { name: 'براءة الذمة' });
  await expect(section.getByRole('button', { name: 'إصدار براءة الذمة' })).toBeVisible();

  // At /clearance the deal awaits its clearance, found by its plate typed with Arabic-Indic digits.
  await page.goto('/clearance');
  const plateDigits = deal.car.plateNumber.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
  await page.getByRole('searchbox').fill(plateDigits);
  const row = page.getByRole('row').filter({ hasText: deal.buyer.fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `إجراءات العقد ${deal.contractNumber}` }).click();
  await page.getByRole('menuitem', { name: 'إصدار براءة الذمة' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'نعم، أصدر البراءة' }).click();
  await expect(page.getByText(/تم إصدار براءة الذمة رقم \d+/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'براءات الذمة الصادرة' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The clearance stands: reversing the deal's payments is refused.
  const headers = { authorization: `Bearer ${accessToken}` };
  const clearances = await request.get(`${API}/clearance`, {
    headers,
    params: { tab: 'issued', dealId: String(deal.id) },
  });
  const clearance = (await clearances.json()).data[0] as {
    id: number;
    clearance: { number: number; issuedAt: string };
  };
  const payments = await request.get(`${API}/payments`, { headers, params: { dealId: String(deal.id) } });
  const last = (await payments.json()).data[0] as { id: number };
  const refused = await request.post(`${API}/payments/${last.id}/reverse`, {
    headers,
    data: { reason: 'اختبار' },
  });
  expect(refused.status()).toBe(409);

  // The certificate, from the issued row's menu, on one A4 page with the clearance's own values.
  await page
    .getByRole('row')
    .filter({ hasText: deal.buyer.fullName })
    .getByRole('button', { name: `إجراءات براءة الذمة ${clearance.clearance.number}` })
    .click();
  await page.getByRole('menuitem', { name: 'طباعة البراءة' }).click();
  await expect(page).toHaveURL(new RegExp(`/print-clearance/${clearance.id}$`));
  const template = (await (await request.get(`${API}/templates/4`, { headers })).json()).data;
  const boxOf = (fieldId: string) =>
    template.fields.find((item: { fieldId?: string }) => item.fieldId === fieldId);
  const pdf = await printToPdf(page);
  expect(pdf.pages).toBe(1);
  expect(pdf.width).toBeCloseTo(A4_PT.width, 0);
  expect(pdf.height).toBeCloseTo(A4_PT.height, 0);
  expect(visual(inBox(pdf.items, boxOf('clearance.number')))).toBe(String(clearance.clearance.number));
  expect(visual(inBox(pdf.items, boxOf('clearance.date')))).toBe(
    clearance.clearance.issuedAt.replaceAll('-', '/'),
  );
  // The system certificate names the deal with its kind ('عقد رقم N'): the number keeps its digits' order.
  expect(visual(inBox(pdf.items, boxOf('dealName')))).toContain(String(deal.contractNumber));
  expect(visual(inBox(pdf.items, boxOf('car.chassisNumber')))).toBe(deal.car.chassisNumber);
  expect(visual(inBox(pdf.items, boxOf('clearance.totalPaid')))).toContain('3,000,000');
  expect(inBox(pdf.items, boxOf('clearance.totalPaidInWords')).length).toBeGreaterThan(0);
  // Every printed glyph lies inside the page.
  for (const g of pdf.items) expect(g.top).toBeLessThanOrEqual(A4_PT.height);
});
