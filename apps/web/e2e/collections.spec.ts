import { expect, test } from '@playwright/test';
import {
  apiCar,
  apiContract,
  apiCreate,
  apiToken,
  companyDay,
  isoMonthsAgo,
  setDate,
  signedInAs,
} from './helpers';

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A contract of a buyer with a mobile whose two instalments fell due months ago (overdue). */
async function overdueContract(request: Parameters<typeof apiToken>[0]) {
  const { accessToken } = await apiToken(request, 'company');
  const id = stamp();
  const buyer = await apiCreate<{ id: number; fullName: string }>(request, accessToken, '/persons', {
    fullName: `زبون متأخر ${id}`,
    phone: '0770 123 4567',
  });
  const car = await apiCar(request, accessToken, {
    name: `كيا سورينتو تحصيل ${id}`,
    plateNumber: `بغداد ${id} ت`,
    chassisNumber: `E2ECOL${id}X`,
  });
  const deal = await apiContract<{ id: number; contractNumber: number }>(request, accessToken, {
    buyerId: buyer.id,
    carId: car.id,
    price: '3000000',
    downPayment: '1000000',
    paymentType: 'INSTALLMENTS',
    installmentCount: 2,
    contractDate: isoMonthsAgo(4),
    firstDueDate: isoMonthsAgo(3),
  });
  return { deal, buyer };
}

for (const width of [1366, 390]) {
  test(`sales at ${width} px: the queue, a call with a promise, a WhatsApp reminder`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { deal, buyer } = await overdueContract(request);
    await signedInAs(page, 'sales');
    await page.goto('/collections');
    await expect(page.getByRole('heading', { name: 'التحصيل' })).toBeVisible();
    // Found by its number typed in Arabic-Indic digits.
    const digits = String(deal.contractNumber).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    // The search answered before a menu opens: a list read again under an open menu closes it.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/collections?') && r.url().includes('keyword='),
    );
    await page.getByRole('searchbox').fill(digits);
    await searched;
    const row = page.getByRole('row').filter({ hasText: buyer.fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2,000,000');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(1);

    // A call that ended in a promise for tomorrow.
    await row.getByRole('button', { name: /^إجراءات / }).click();
    await page.getByRole('menuitem', { name: 'تسجيل تواصل' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('النتيجة').selectOption('PROMISED');
    await setDate(page, 'تاريخ الوعد', companyDay(1));
    await dialog.getByLabel('مبلغ الوعد').fill('١٬٠٠٠٬٠٠٠');
    await dialog.getByRole('button', { name: 'حفظ التواصل' }).click();
    await expect(page.getByText('تم تسجيل التواصل').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('اتصال — وعد بالتسديد');

    // The WhatsApp reminder: the buyer's number in international form and the ready Arabic text.
    await row.getByRole('button', { name: /^إجراءات / }).click();
    await page.getByRole('menuitem', { name: 'تذكير', exact: true }).click();
    const reminder = page.getByRole('dialog');
    const whatsapp = reminder.getByRole('link', { name: `واتساب — إلى المشتري ${buyer.fullName}` });
    const url = new URL((await whatsapp.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://wa.me/9647701234567');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(buyer.fullName);
    expect(text).toContain(`عقد رقم ${deal.contractNumber}`);
    expect(text).toContain('2,000,000');
    expect(text).toContain('مليونا دينار عراقي');
    expect(await reminder.textContent()).toContain(text);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(1);
    // Opening it (a new tab, closed here) logged a message: the last contact says so.
    const popup = page.context().waitForEvent('page');
    await whatsapp.click();
    await (await popup).close();
    await expect(reminder.getByText('سُجّلت')).toBeVisible();
    await reminder.getByRole('button', { name: 'إغلاق' }).last().click();
    await expect(row).toContainText('رسالة — تم التواصل');

    // The aging report by buyer: this buyer's two overdue instalments, 2,000,000 in all.
    await page.goto('/reports/aging');
    await page.getByLabel('التجميع حسب').selectOption('buyer');
    const iqd = page.getByRole('region', { name: 'بالدينار العراقي' });
    const buyerRow = iqd.getByRole('row').filter({ hasText: buyer.fullName });
    await expect(buyerRow).toHaveCount(1);
    await expect(buyerRow.getByRole('cell').last()).toContainText('2,000,000');
    await expect(buyerRow.getByRole('cell').last()).toContainText('قسطان');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(1);
    // Its name opens the queue of its deals.
    await buyerRow.getByRole('link', { name: buyer.fullName }).click();
    await expect(page).toHaveURL(/\/collections\?keyword=/);
    await expect(page.getByRole('row').filter({ hasText: buyer.fullName })).toHaveCount(1);
  });
}
