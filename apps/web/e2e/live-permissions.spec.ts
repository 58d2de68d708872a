import { expect, test } from '@playwright/test';
import { API, apiToken, bearer, signedInAs } from './helpers';

// The company revokes a permission from a role while one of its users has the app open: the open
// session is told over the live stream, re-reads its permissions, and its menu entry goes without a
// reload (docs/domain/permissions.md, "Changing permissions takes effect on the next call").
test("revoking a role's permission takes its menu entry away from an open session, without a reload", async ({
  page,
  browser,
  request,
}) => {
  const salesContext = await browser.newContext({ locale: 'ar-IQ' });
  const sales = await salesContext.newPage();
  await signedInAs(sales, 'sales');
  await sales.goto('/cars');
  await expect(sales.getByRole('heading', { name: 'السيارات' })).toBeVisible();
  const menu = sales.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'السيارات' })).toBeVisible();
  let reloaded = false;
  sales.on('load', () => {
    reloaded = true;
  });

  await signedInAs(page, 'company');
  await page.goto('/roles');
  await page.getByRole('button', { name: /مندوب مبيعات/ }).click();
  try {
    await page.getByRole('button', { name: 'إزالة عرض الحسابات' }).click();
    await expect(page.getByRole('button', { name: 'إضافة عرض الحسابات' })).toBeVisible();

    // The sales tab, untouched: the entries needing PERSON_READ go, and it leaves the cars page.
    await expect(menu.getByRole('link', { name: 'السيارات' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'الحسابات', exact: true })).toHaveCount(0);
    await expect(sales.getByText('ليس لديك إذن لعرض هذه الصفحة')).toBeVisible();
    await expect(sales).not.toHaveURL(/\/cars$/);
    // Entries of permissions the role keeps stay.
    await expect(menu.getByRole('link', { name: 'العقود', exact: true })).toBeVisible();
    expect(reloaded).toBe(false);
  } finally {
    // Give the permission back for the other specs.
    const { accessToken, user } = await apiToken(request, 'company');
    const roles = await (
      await request.get(`${API}/roles/company/${user.id}`, { headers: bearer(accessToken) })
    ).json();
    const role = (roles.data as { id: number; displayNameAr: string | null }[]).find(
      (r) => r.displayNameAr === 'مندوب مبيعات',
    )!;
    const all = await (await request.get(`${API}/permissions`, { headers: bearer(accessToken) })).json();
    const personRead = (all.data as { id: number; name: string }[]).find((p) => p.name === 'PERSON_READ')!;
    const res = await request.post(`${API}/permissions/link-to-role/${role.id}`, {
      headers: bearer(accessToken),
      data: { permissionIds: [personRead.id] },
    });
    expect(res.status()).toBe(200);
    await salesContext.close();
  }
});
