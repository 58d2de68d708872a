import { expect, test } from '@playwright/test';
import { API, apiCar, apiCreate, asCompany, isoMonthsAgo, pickOnly, setDate, signedInAs, stamp } from './helpers';

// A deal's life beyond one payment (docs/domain/schedules.md#deferred-portions, early-settlement.md): a
// down payment partly paid later, collected at the desk, then everything settled early with a discount.

for (const width of [1366, 390]) {
  test(`at ${width} px: a deferred part of the down payment is scheduled, paid at the desk, and the deal settled early`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const { accessToken, headers } = await asCompany(request);
    const id = stamp();
    const buyerName = `مشتري باقي المقدمة ${id}`;
    const carName = `تويوتا يارس ${id}`;
    await apiCreate(request, accessToken, '/persons', { fullName: buyerName });
    await apiCar(request, accessToken, {
      name: carName,
      plateNumber: `بغداد ${id} م`,
      chassisNumber: `E2EDEF${id}X`,
    });
    // The first instalment on the first of the month after next; the portion on the first of next month.
    const firstDue = isoMonthsAgo(-2);
    const portionDue = isoMonthsAgo(-1);

    await signedInAs(page, 'company');
    await page.goto('/new-contract');
    await pickOnly(page, 'المشتري', buyerName);
    await pickOnly(page, 'السيارة', carName);
    await page.getByLabel('السعر').fill('12000000');
    await page.getByLabel('الدفعة المقدمة').fill('3000000');
    await page.getByLabel('عدد الأقساط').fill('9');
    await setDate(page, 'تاريخ أول قسط', firstDue);
    const portions = page.getByRole('group', { name: 'باقي المقدمة' });
    await portions.getByRole('button', { name: 'إضافة دفعة من باقي المقدمة' }).click();
    await portions.getByLabel(/مبلغ الدفعة 1/).fill('١٬٠٠٠٬٠٠٠');
    await setDate(page, 'تاريخ الدفعة 1', portionDue);
    await expect(portions.getByText(/يُدفع عند التوقيع/)).toContainText('2,000,000');
    const preview = page.getByRole('table', { name: 'معاينة جدول الأقساط' });
    await expect(preview.locator('tbody tr').first()).toContainText('باقي المقدمة 1');
    await expect(preview.locator('tbody tr')).toHaveCount(10);
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page).toHaveURL(/\/contracts\/\d+$/);
    const dealId = Number(page.url().split('/').pop());

    // The schedule: the signing paid, the portion its own line, due on its date.
    const schedule = page.getByRole('table', { name: 'جدول الأقساط' });
    const portionRow = schedule.locator('tbody tr', { hasText: 'باقي المقدمة 1' });
    await expect(portionRow).toContainText(portionDue);
    await expect(portionRow).toContainText('1,000,000');
    await expect(portionRow).toContainText('غير مدفوع');
    await expect(schedule.locator('tbody tr').first()).toContainText('مدفوع');

    // The desk finds the deal and the payment form proposes the portion, the next line due.
    const deal = (await (await request.get(`${API}/contracts/${dealId}`, { headers })).json()).data as {
      contractNumber: number;
    };
    await page.goto('/payments');
    await page.getByLabel('بحث عن عقد أو وكالة مفتوحة').fill(buyerName);
    await page.getByRole('button', { name: `اختيار عقد رقم ${deal.contractNumber}` }).click();
    const panel = page.getByRole('region', { name: 'العقد المختار' });
    await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await expect(dialog.getByLabel(/^المبلغ \(IQD\)/)).toHaveValue(/1,?000,?000/);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Settled early from the deal page: 9,000,000 remains, 250,000 off, 8,750,000 paid at once.
    await page.goto(`/contracts/${dealId}`);
    await expect(schedule.locator('tbody tr', { hasText: 'باقي المقدمة 1' })).toContainText('مدفوع');
    await page.getByRole('link', { name: 'تسوية مبكرة' }).click();
    await expect(page).toHaveURL(/\/settlements\/\d+$/);
    const sheet = page.getByRole('region', { name: 'عرض تسوية مبكرة' });
    await expect(sheet.getByText(buyerName)).toBeVisible();
    await expect(sheet.locator('div', { hasText: 'مجموع المتبقي' }).last()).toContainText('9,000,000');
    await page.getByLabel(/خصم التسوية/).fill('250000');
    await page.getByLabel(/سبب الخصم/).fill('سداد مبكر');
    await expect(sheet.locator('div', { hasText: 'المبلغ المطلوب للتسوية' }).last()).toContainText('8,750,000');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }).click();
    await expect(page.getByText(/تمت التسوية المبكرة وسُدِّدت خطة الدفع بالكامل — رقم الإيصال \d+/)).toBeVisible();

    // The deal is paid and its clearance may be issued.
    await page.getByRole('link', { name: 'العودة إلى العقد' }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${dealId}$`));
    await expect(page.getByRole('button', { name: /إصدار براءة الذمة/ })).toBeVisible();
    const plan = (await (await request.get(`${API}/contracts/${dealId}`, { headers })).json()).data
      .paymentPlan as { status: string; discountAmount: string; paidAmount: string };
    expect(plan).toMatchObject({ status: 'PAID', discountAmount: '250000', paidAmount: '11750000' });
  });
}
