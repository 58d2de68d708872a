import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from './helpers';

const table = (page: Page) => page.getByRole('table').first();
const bodyRows = (page: Page) => table(page).locator('tbody > tr');
/** The text of one column (by its header's position) over the visible rows. */
async function columnTexts(page: Page, title: string) {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.includes(title));
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}
async function waitForRows(page: Page) {
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(/^\s*\d+\s*$/);
}

test.describe('cars list', () => {
  test('opens filtered to unsold cars, ten to a page, with the add link', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await expect(page.getByRole('heading', { name: 'السيارات' })).toBeVisible();
    await waitForRows(page);
    await expect(bodyRows(page)).toHaveCount(10);
    for (const status of await columnTexts(page, 'الحالة')) expect(status.trim()).toBe('غير مبيوعة');
    await expect(page.getByRole('link', { name: '+ اضافة سيارة' })).toBeVisible();
    const headerTexts = async () =>
      (await table(page).locator('thead th').allInnerTexts()).map((h) => h.replace(/[↕↑↓▲▼]/g, '').trim());
    // Five columns of low priority start hidden so the list fits the screen; 'الأعمدة' shows them.
    expect((await headerTexts()).filter(Boolean)).toEqual([
      'رقم السيارة',
      'سنة الصنع',
      'اللون',
      'اسم السيارة',
      'رقم اللوحة',
      'رقم الشاصي',
      'الكيلومترات',
      'الحالة',
      'الإجراءات',
    ]);
    await page.getByRole('button', { name: 'الأعمدة' }).click();
    for (const title of ['النوع', 'عدد السلندرات', 'عدد الركاب', 'نوع المحرك', 'المنشأ'])
      await page.getByRole('checkbox', { name: title }).check();
    expect((await headerTexts()).filter(Boolean).slice(-14)).toEqual([
      'رقم السيارة',
      'سنة الصنع',
      'اللون',
      'النوع',
      'اسم السيارة',
      'رقم اللوحة',
      'رقم الشاصي',
      'الكيلومترات',
      'عدد السلندرات',
      'عدد الركاب',
      'نوع المحرك',
      'المنشأ',
      'الحالة',
      'الإجراءات',
    ]);
  });

  test('a stored session opening /cars reads its first page once, without waiting for GET /users/me', async ({
    page,
  }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    const lists: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/car') && request.method() === 'GET') lists.push(url.searchParams);
    });
    // The answer of /users/me is held until the list has been asked for: the list does not wait for it.
    let listAsked = Promise.resolve();
    let markAsked = () => {};
    await page.route('**/users/me', async (route) => {
      await listAsked;
      await route.continue();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/car')) markAsked();
    });
    for (const [address, status] of [
      ['/cars', 'Pending'],
      ['/cars?status=Active', 'Active'],
    ] as const) {
      lists.length = 0;
      listAsked = new Promise<void>((resolve) => {
        markAsked = resolve;
      });
      await page.goto(address);
      await waitForRows(page);
      await expect(bodyRows(page).first()).toBeVisible();
      for (const text of await columnTexts(page, 'الحالة'))
        expect(text.trim()).toBe(status === 'Pending' ? 'غير مبيوعة' : 'قيد الدفع');
      expect(lists, `GET /car at ${address}`).toHaveLength(1);
      expect(Object.fromEntries(lists[0]!)).toEqual({ status, page: '0', size: '10' });
    }
  });

  test('filters by status: sold cars have only the view action', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    await page.getByRole('button', { name: /الفلاتر/ }).click();
    await page.getByRole('combobox', { name: 'الحالة' }).selectOption({ label: 'مباعة' });
    await expect
      .poll(async () => (await columnTexts(page, 'الحالة')).map((s) => s.trim()))
      .toEqual(expect.arrayContaining(['مباعة']));
    for (const status of await columnTexts(page, 'الحالة')) expect(status.trim()).toBe('مباعة');
    // Nothing but 'عرض': no row has a menu of edit and delete.
    await expect(table(page).getByRole('button', { name: /^إجراءات/ })).toHaveCount(0);
    await expect(table(page).getByRole('link', { name: 'عرض' }).first()).toBeVisible();
  });

  test('sorts by year: ascending first, then descending', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    const header = table(page).getByRole('columnheader', { name: /سنة الصنع/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const years = (await columnTexts(page, 'سنة الصنع')).map(Number);
        return years.every((y, i) => i === 0 || years[i - 1]! <= y);
      })
      .toBe(true);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const years = (await columnTexts(page, 'سنة الصنع')).map(Number);
        return years.every((y, i) => i === 0 || years[i - 1]! >= y);
      })
      .toBe(true);
  });

  test('searches after the typist stops, with one request for the whole word', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    const keywords: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/car') && url.searchParams.has('keyword'))
        keywords.push(url.searchParams.get('keyword')!);
    });
    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder('بحث...'))
      .first()
      .pressSequentially('تويوتا', { delay: 40 });
    await expect.poll(() => keywords.length).toBe(1);
    expect(keywords).toEqual(['تويوتا']);
    await expect.poll(async () => (await columnTexts(page, 'اسم السيارة')).length).toBeGreaterThan(0);
    for (const name of await columnTexts(page, 'اسم السيارة')) expect(name).toContain('تويوتا');
  });

  test('pages through the list', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    const firstPage = await columnTexts(page, 'رقم السيارة');
    await page.getByRole('button', { name: 'الصفحة 2', exact: true }).click();
    await expect(page.getByRole('button', { name: 'الصفحة 2', exact: true })).toHaveAttribute(
      'aria-current',
      /page|true/,
    );
    await expect.poll(async () => (await columnTexts(page, 'رقم السيارة')).join()).not.toBe(firstPage.join());
  });

  test('steps with next and previous, sending the cursor of the page shown', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/cars');
    await waitForRows(page);
    const ids = async () => (await columnTexts(page, 'رقم السيارة')).map((t) => Number(t.trim()));
    const firstPage = await ids();
    const stepped = page.waitForRequest(
      (r) => /\/car\?.*\bpage=1\b/.test(r.url()) && /[?&]after=/.test(r.url()),
    );
    await page.getByRole('button', { name: 'الصفحة التالية' }).click();
    await stepped;
    await expect(page.getByRole('button', { name: 'الصفحة 2', exact: true })).toHaveAttribute(
      'aria-current',
      /page|true/,
    );
    await expect.poll(async () => (await ids()).join()).not.toBe(firstPage.join());
    // Newest first: the next page goes on below the first page's ids.
    expect(Math.max(...(await ids()))).toBeLessThan(Math.min(...firstPage));
    await page.getByRole('button', { name: 'الصفحة السابقة' }).click();
    await expect.poll(async () => (await ids()).join()).toBe(firstPage.join());
  });

  test('a user without PERSON_READ is sent back with the message', async ({ page }) => {
    await signedInAs(page, 'accountant');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/cars');
    await expect(page.getByText('ليس لديك إذن لعرض هذه الصفحة')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('add, view, edit and delete a car', async ({ page, browser }) => {
  const plate = `بغداد ${Date.now() % 1_000_000} ه`;
  const chassis = `E2E${Date.now()}`.slice(0, 17).toUpperCase();
  await signedInAs(page, 'sales');
  await page.goto('/cars');
  await page.getByRole('link', { name: '+ اضافة سيارة' }).click();
  await expect(page).toHaveURL(/\/new-car$/);
  await page.getByLabel('اسم السيارة').fill('تويوتا كورولا اختبار');
  await page.getByLabel('سنة الصنع').fill('2021');
  await page.getByLabel('اللون').fill('أبيض');
  await page.getByLabel('رقم اللوحة').fill(plate);
  await page.getByLabel('رقم الشاصي').fill(chassis);
  await page.getByLabel('الكيلومترات').fill('45000');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/view$/);
  await expect(page.getByText('تويوتا كورولا اختبار').first()).toBeVisible();
  await expect(page.getByText('غير مبيوعة').first()).toBeVisible();

  await page.getByRole('link', { name: 'تعديل' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/edit$/);
  await expect(page.getByLabel('اللون')).toHaveValue('أبيض');
  await page.getByLabel('اللون').fill('فضي');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/view$/);
  await expect(page.getByText('فضي').first()).toBeVisible();

  // Deleting needs DELETE_CAR: the company account deletes it from the list.
  const companyPage = await (await browser.newContext({ locale: 'ar-IQ' })).newPage();
  await signedInAs(companyPage, 'company');
  await companyPage.goto('/cars');
  await companyPage.getByPlaceholder('بحث...').fill(chassis);
  await expect(bodyRows(companyPage)).toHaveCount(1);
  await table(companyPage).getByRole('button', { name: 'إجراءات تويوتا كورولا اختبار' }).click();
  await companyPage.getByRole('menuitem', { name: 'حذف' }).click();
  const dialog = companyPage.getByRole('alertdialog');
  await expect(dialog.getByText('تأكيد الحذف')).toBeVisible();
  await expect(
    dialog.getByText(
      'هل أنت متأكد أنك تريد حذف السيارة «تويوتا كورولا اختبار»؟ لا يمكن التراجع عن هذا الإجراء.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'نعم، احذف' }).click();
  await expect(companyPage.getByText('تم الحذف بنجاح')).toBeVisible();
  await expect(companyPage.getByText('لا توجد بيانات')).toBeVisible();
});
