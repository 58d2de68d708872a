import { expect, type Page, test } from '@playwright/test';
import { signedInAs, signIn } from './helpers';

// The super administrator onboards a dealer in a minute and stops one at once.

const SUSPENDED = 'حساب الشركة موقوف، يرجى التواصل مع إدارة المنصة';
const NEW_PASSWORD = 'Furat@2026x';

async function signOut(page: Page) {
  await page.locator('.app-user-menu__button').click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('onboard a company, its first sign-in, its own data, then its suspension', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const username = `furat${stamp}`;
  const name = `معرض الفرات ${stamp}`;

  // The super administrator creates the company and reads its temporary password, shown once.
  await signedInAs(page, 'superadmin');
  await expect(page).toHaveURL(/\/adminDashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'الشركات' }).click();
  await page.getByRole('link', { name: '+ إضافة شركة' }).click();
  await expect(page).toHaveURL(/\/adminDashboard\/companies\/new$/);
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('اسم الشركة مطلوب')).toBeVisible();
  await page.getByLabel(/^اسم الشركة/).fill(name);
  await page.getByLabel(/^اسم المستخدم/).fill(username);
  await page.getByLabel(/^الهاتف/).fill('07801234567');
  await page.getByRole('button', { name: 'حفظ' }).click();
  const shown = page.getByRole('dialog', { name: 'كلمة المرور المؤقتة' });
  await expect(shown).toBeVisible();
  const temporary = (await shown.locator('output').textContent())?.trim() ?? '';
  expect(temporary.length).toBeGreaterThanOrEqual(8);
  await shown.getByRole('button', { name: 'تم' }).click();
  await expect(page).toHaveURL(/\/adminDashboard\/companies\/\d+$/);
  const companyUrl = page.url();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await signOut(page);

  // The new account signs in with it and must set its own password before anything else.
  await signIn(page, username, temporary);
  await expect(page).toHaveURL(/\/change-password$/);
  await page.goto('/cars');
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('كلمة المرور الحالية').fill(temporary);
  await page.getByLabel(/^كلمة المرور الجديدة/).fill(NEW_PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page).not.toHaveURL(/\/change-password$/);

  // Its own data: a car and a person; it sees none of the demo company's cars.
  await page.goto('/cars');
  await expect(page.getByText('تويوتا كامري')).toHaveCount(0);
  await page.goto('/new-car');
  await page.getByLabel('اسم السيارة').fill('هيونداي النترا الفرات');
  await page.getByLabel('سنة الصنع').fill('2022');
  await page.getByLabel('اللون').fill('أسود');
  await page.getByLabel('رقم اللوحة').fill(`نينوى ${stamp} ب`);
  await page.getByLabel('رقم الشاصي').fill(`FRT${stamp}`.toUpperCase());
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/car\/\d+\/view$/);
  await page.goto('/new-account');
  await page.getByLabel('الاسم الكامل').fill(`زبون الفرات ${stamp}`);
  await page.getByLabel('رقم الهاتف').fill('07709998877');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/account-cards\/\d+\/view$/);

  // The super administrator suspends it, in another browser, while its session is open here.
  const admin = await (await browser.newContext()).newPage();
  await signedInAs(admin, 'superadmin');
  await admin.goto(companyUrl);
  await admin.getByRole('button', { name: 'إيقاف الشركة' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(/السبب/).fill('اختبار الإيقاف');
  await dialog.getByRole('button', { name: 'إيقاف الشركة' }).click();
  await expect(admin.getByRole('button', { name: 'إعادة تفعيل الشركة' })).toBeVisible();
  await expect(admin.getByText('اختبار الإيقاف')).toBeVisible();

  // The company's next page load lands on the login page, which says why.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(SUSPENDED);
  // And signing in again is refused with the same message.
  await signIn(page, username, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(SUSPENDED);
  await expect(page).toHaveURL(/\/login$/);
});
