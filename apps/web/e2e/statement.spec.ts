import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API, apiCar, apiContract, apiCreate, apiToken, asCompany, signedInAs } from './helpers';
import { A4_PT, inBox, printToPdf, visual } from './pdf';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

for (const width of [1366, 390]) {
  test(`at ${width} px: a deal's statement from its page, its CSV, and its print on one A4 page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { accessToken } = await apiToken(request, 'company');
    const id = stamp();
    const buyer = await apiCreate<{ id: number; fullName: string }>(request, accessToken, '/persons', {
      fullName: `صاحب كشف ${id}`,
    });
    const car = await apiCar(request, accessToken, {
      name: `هيونداي توسان كشف ${id}`,
      plateNumber: `بغداد ${id} ك`,
      chassisNumber: `E2ESTM${id}X`,
    });
    const deal = await apiContract<{ id: number; contractNumber: number; paymentPlan: { id: number } }>(
      request,
      accessToken,
      {
        buyerId: buyer.id,
        carId: car.id,
        price: '6000000',
        downPayment: '1000000',
        paymentType: 'INSTALLMENTS',
        installmentCount: 5,
        firstDueDate: '2031-01-15',
      },
    );
    const { headers } = await asCompany(request);
    const paid = await request.post(`${API}/payments`, {
      headers: { ...headers, 'Idempotency-Key': `e2e-statement-${id}` },
      data: { planId: deal.paymentPlan.id, amount: '750000', method: 'CASH' },
    });
    expect(paid.status()).toBe(201);

    await signedInAs(page, 'sales');
    await page.goto(`/contracts/${deal.id}`);
    await page.getByRole('link', { name: 'كشف حساب' }).click();
    await expect(page).toHaveURL(new RegExp(`/statements/deal/${deal.id}$`));
    const part = page.getByRole('region', { name: new RegExp(`عقد رقم ${deal.contractNumber}`) });
    const ledger = part.getByRole('table').first();
    // The sale, the down payment, the payment: each with the balance after it (a phone shows them as
    // cards, without the header row).
    const lines = ledger.locator('tbody tr');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText('قيمة العقد');
    await expect(lines.nth(0)).toContainText('6,000,000');
    await expect(lines.nth(2)).toContainText('4,250,000');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'تصدير CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.startsWith('\uFEFFالعقد,العملة,التاريخ,البيان')).toBe(true);
    expect(csv).toContain(`عقد رقم ${deal.contractNumber},IQD`);

    await page.getByRole('link', { name: 'طباعة' }).click();
    await expect(page).toHaveURL(new RegExp(`/print-statement/${deal.id}$`));
    const template = (await (await request.get(`${API}/templates/5`, { headers })).json()).data;
    const boxOf = (fieldId: string) =>
      template.fields.find((item: { fieldId?: string }) => item.fieldId === fieldId);
    const pdf = await printToPdf(page);
    expect(pdf.pages).toBe(1);
    expect(pdf.width).toBeCloseTo(A4_PT.width, 0);
    expect(pdf.height).toBeCloseTo(A4_PT.height, 0);
    expect(visual(inBox(pdf.items, boxOf('statement.balance')))).toContain('4,250,000');
  });
}
