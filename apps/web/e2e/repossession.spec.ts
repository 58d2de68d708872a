import { expect, test } from '@playwright/test';
import { apiCar, apiCreate, asCompany, isoMonthsAgo, signedInAs, stamp } from './helpers';

// Repossession (docs/domain/repossession.md): the buyer stopped paying, the company account takes the
// car back to stock with what remained written off; the car is for sale again with the deal in its
// history, and the write-off is on the deal's statement.

for (const width of [1366, 390]) {
  test(`at ${width} px: a repossessed car is Pending again with its deal in its history, and its write-off on the statement`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { accessToken } = await asCompany(request);
    const id = stamp();
    const buyer = await apiCreate(request, accessToken, '/persons', { fullName: `مشتري متوقف ${id}` });
    const car = await apiCar(request, accessToken, {
      name: `كيا سبورتاج ${id}`,
      plateNumber: `بغداد ${id} ر`,
      chassisNumber: `E2EREPO${id}X`,
    });
    const deal = await apiCreate<{ id: number }>(request, accessToken, '/contracts', {
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

    await signedInAs(page, 'company');
    await page.goto(`/contracts/${deal.id}`);
    await page.getByRole('button', { name: 'استرجاع السيارة' }).click();
    const dialog = page.getByRole('dialog', { name: 'استرجاع السيارة' });
    await expect(dialog).toContainText('10,000,000');
    await dialog.getByLabel('المبلغ المتبقي').selectOption('WRITE_OFF');
    await dialog.getByLabel('سبب الاسترجاع').fill('توقف المشتري عن الدفع');
    await dialog.getByRole('button', { name: 'استرجاع السيارة' }).click();
    const mark = page.getByRole('region', { name: 'مسترجعة' });
    await expect(mark.getByRole('note')).toContainText('توقف المشتري عن الدفع — شُطب المتبقي');
    await expect(mark).toContainText('10,000,000');
    await expect(page.getByRole('button', { name: 'تسجيل دفعة' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The car is for sale again, the repossessed deal in its history.
    await page.goto(`/car/${car.id}/view`);
    await expect(page.getByText('غير مبيوعة').first()).toBeVisible();
    const history = page.getByRole('region', { name: /العقود/ });
    await expect(history.getByRole('row').filter({ hasText: 'مسترجعة' })).toHaveCount(1);

    // The statement: the down payment received, then the rest written off, nothing left.
    await page.goto(`/statements/deal/${deal.id}`);
    const writeOff = page.getByRole('row').filter({ hasText: 'شطب المتبقي' });
    await expect(writeOff).toHaveCount(1);
    await expect(writeOff).toContainText('10,000,000');
    await expect(writeOff).toContainText('توقف المشتري عن الدفع');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
