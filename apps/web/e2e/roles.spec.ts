import { expect, test } from '@playwright/test';
import { signedInAs } from './helpers';

test('a company sets up a role and a staff user from the browser, and the server enforces it', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const roleName = `موظف معرض ${suffix}`;
  const username = `showroom${suffix}`;

  await signedInAs(page, 'company');
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'إدارة الأدوار والصلاحيات' })).toBeVisible();
  await page.getByLabel('الاسم بالإنجليزية').fill(`Showroom ${suffix}`);
  await page.getByLabel('الاسم بالعربية').fill(roleName);
  await page.getByLabel('الوصف').fill('استقبال الزبائن وعرض السيارات');
  await page.getByRole('button', { name: 'إضافة دور' }).click();
  await expect(page.getByLabel('الاسم بالعربية')).toHaveValue('');
  const row = page.getByRole('button', { name: new RegExp(roleName) });
  await row.click();
  for (const permission of ['عرض الحسابات', 'إضافة سيارة', 'عرض السيارات']) {
    await page.getByRole('button', { name: `إضافة ${permission}` }).click();
    await expect(page.getByRole('button', { name: `إزالة ${permission}` })).toBeVisible();
  }

  await page.goto('/users');
  await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('اسم المستخدم').fill(username);
  await dialog.getByLabel('كلمة المرور').fill('Showroom2026');
  await dialog.getByLabel('الاسم الكامل').fill('علي كريم');
  await dialog.getByRole('checkbox', { name: new RegExp(roleName) }).check();
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ المستخدم')).toBeVisible();
  await expect(page.getByText(username)).toBeVisible();

  // The new user signs in: no GET_DASHBOARD, so /profile; the cars list shows with the add link.
  const staff = await (await browser.newContext({ locale: 'ar-IQ' })).newPage();
  await signedInAs(staff, username, 'Showroom2026');
  await expect(staff).toHaveURL(/\/profile$/);
  await staff.goto('/cars');
  await expect(staff.getByRole('heading', { name: 'السيارات' })).toBeVisible();
  await expect(staff.getByRole('link', { name: '+ اضافة سيارة' })).toBeVisible();
  await expect(staff.getByRole('table').first().locator('tbody > tr').first()).toBeVisible();

  // The company revokes PERSON_READ: the user's next call carries the change.
  await page.goto('/roles');
  await page.getByRole('button', { name: new RegExp(roleName) }).click();
  await page.getByRole('button', { name: 'إزالة عرض الحسابات' }).click();
  await expect(page.getByRole('button', { name: 'إضافة عرض الحسابات' })).toBeVisible();

  // The open session is told at once over the live stream (no reload: live-permissions.spec.ts).
  await expect(staff.getByText('ليس لديك إذن لعرض هذه الصفحة')).toBeVisible();
  await expect(staff).not.toHaveURL(/\/cars$/);
});

test('a staff user opening settings is sent back', async ({ page }) => {
  await signedInAs(page, 'sales');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page).not.toHaveURL(/\/settings$/);
  await expect(page.getByText('إدارة الأدوار والصلاحيات')).toHaveCount(0);
});

test('the company account opens settings with its side menu', async ({ page }) => {
  await signedInAs(page, 'company');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'الإعدادات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصميم طباعة العقد' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'إدارة الأدوار والصلاحيات' })).toBeVisible();
});
