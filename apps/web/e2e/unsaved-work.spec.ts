import { expect, test } from '@playwright/test';
import { signedInAs } from './helpers';

const QUESTION = 'لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟';

test('a typed new contract is not lost to a side-menu click: the question, stay, then leave', async ({
  page,
}) => {
  await signedInAs(page, 'company');
  await page.goto('/new-contract');
  const notes = page.getByLabel('الملاحظات');
  const price = page.getByLabel('السعر');
  await price.fill('12000000');
  await notes.fill('يعود الزبون غداً لإكمال العقد');

  const carsLink = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', {
    name: 'السيارات',
  });
  await carsLink.click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(QUESTION);
  await question.getByRole('button', { name: 'البقاء' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/new-contract$/);
  await expect(price).toHaveValue('12000000');
  await expect(notes).toHaveValue('يعود الزبون غداً لإكمال العقد');

  await carsLink.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByRole('heading', { name: 'السيارات' })).toBeVisible();

  // The browser's back button (an in-app page before it): the page stays (the address too) until the user agrees, then goes back.
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'العقود' })
    .click();
  await page.getByRole('link', { name: 'إضافة عقد' }).click();
  await expect(page).toHaveURL(/\/new-contract$/);
  await page.getByLabel('الملاحظات').fill('ملاحظة قبل الرجوع');
  await page.goBack();
  await expect(page.getByRole('alertdialog')).toContainText(QUESTION);
  await expect(page).toHaveURL(/\/new-contract$/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'البقاء' }).click();
  await expect(page).toHaveURL(/\/new-contract$/);
  await expect(page.getByLabel('الملاحظات')).toHaveValue('ملاحظة قبل الرجوع');
  await page.goBack();
  await page.getByRole('alertdialog').getByRole('button', { name: 'متابعة' }).click();
  await expect(page).toHaveURL(/\/contracts$/);
  await expect(page.getByRole('heading', { name: 'العقود' })).toBeVisible();

  // Closing the tab with typed values: the browser's own prompt.
  await page.goto('/new-contract');
  await page.getByLabel('الملاحظات').fill('ملاحظة لم تحفظ');
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a saved form leaves without a question, and an untouched one too', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  await signedInAs(page, 'company');
  await page.goto('/new-car');
  await page.getByLabel('اسم السيارة').fill(`كيا سبورتاج ${stamp}`);
  await page.getByLabel('سنة الصنع').fill('2022');
  await page.getByLabel('اللون').fill('رمادي');
  await page.getByLabel('رقم اللوحة').fill(`بغداد ${stamp} م`);
  await page.getByLabel('رقم الشاصي').fill(`KNAUNSAVED${stamp}`);
  await expect(page.getByLabel('ملاحظات', { exact: true })).toHaveAttribute('maxlength', '1000');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/view$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goto('/new-account');
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'السيارات' })
    .click();
  await expect(page).toHaveURL(/\/cars$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
