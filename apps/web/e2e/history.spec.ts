import { expect, type Page, test } from '@playwright/test';
import { apiCar, asCompany, signedInAs, stamp } from './helpers';

// A record's history («السجل», docs/domain/history.md): who changed what and when, from the audit.

/** The history section of a record's page. */
const historyOf = (page: Page) => page.getByRole('region', { name: 'السجل' });
/** Its entries, newest first. */
const entriesOf = (page: Page) =>
  historyOf(page).getByRole('list', { name: 'سجل التغييرات' }).locator(':scope > li');

test("a car's history shows an edit after it is made: who, when, and «الحقل: القديم ← الجديد»", async ({
  page,
  request,
}) => {
  const { accessToken } = await asCompany(request);
  const n = stamp();
  const car = await apiCar(request, accessToken, {
    name: `كيا سبورتاج سجل ${n}`,
    plateNumber: `بغداد ${n} س`,
    chassisNumber: `HIST${n}`,
  });
  await signedInAs(page, 'company');

  // Read once before the edit, so the page's cached history must be refreshed by the save.
  await page.goto(`/car/${car.id}/view`);
  await expect(entriesOf(page)).toHaveCount(1);
  await expect(entriesOf(page).first()).toContainText('إضافة السيارة');

  await page.getByRole('link', { name: 'تعديل' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/edit$/);
  await page.getByLabel('اللون').fill('أحمر');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(new RegExp(`/car/${car.id}/view$`));

  await expect(entriesOf(page)).toHaveCount(2);
  const edit = entriesOf(page).first();
  await expect(edit).toContainText('تعديل السيارة');
  await expect(edit).toContainText('معرض الأمانة للسيارات');
  // The arrow is read aloud as 'أصبح'; only the changed field is listed.
  await expect(edit.getByRole('listitem')).toHaveCount(1);
  await expect(edit.getByRole('listitem')).toHaveText('اللون: أبيض أصبح أحمر');
  await expect(edit.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  // Old value first in reading order (right in RTL), the arrow pointing on to the new one (left).
  const [old, arrow, now] = await Promise.all([
    edit.getByText('أبيض', { exact: true }).boundingBox(),
    edit.locator('svg').boundingBox(),
    edit.getByText('أحمر', { exact: true }).boundingBox(),
  ]);
  expect(old!.x).toBeGreaterThan(arrow!.x);
  expect(arrow!.x).toBeGreaterThan(now!.x);
  expect(await edit.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );

  // It fits a phone: nothing scrolls sideways at 390 px.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(edit).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(1);
});

test('staff without AUDIT_READ see no history on the car page', async ({ page, request }) => {
  const { accessToken } = await asCompany(request);
  const n = stamp();
  const car = await apiCar(request, accessToken, {
    name: `هيونداي توسان سجل ${n}`,
    plateNumber: `أربيل ${n} ت`,
    chassisNumber: `HISTS${n}`,
  });
  await signedInAs(page, 'sales');
  await page.goto(`/car/${car.id}/view`);
  await expect(page.getByRole('region', { name: 'العقود والوكالات' })).toBeVisible();
  await expect(historyOf(page)).toHaveCount(0);
});
