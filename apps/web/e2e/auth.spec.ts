import { expect, test } from '@playwright/test';
import { API, apiToken, expiredCopyOf, signedInAs, signIn, storage } from './helpers';

test.describe('sign-in and landing', () => {
  for (const [username, landing] of [
    ['superadmin', /\/adminDashboard$/],
    ['company', /\/$/],
    ['sales', /\/$/],
    ['accountant', /\/profile$/],
  ] as const) {
    test(`${username} lands on the page of guard 3`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(landing);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    });
  }

  test('a wrong password shows the Arabic error and stays on the login page', async ({ page }) => {
    await signIn(page, 'sales', 'wrong-password');
    await expect(page.getByText('اسم المستخدم أو كلمة المرور غير صحيحة')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await storage(page)).accessToken).toBeUndefined();
  });

  test('the login page sends a signed-in user to the landing page', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('session', () => {
  test('a reload keeps the session', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByText('أحمد علي').first()).toBeVisible();
  });

  test('an expired access token is refreshed silently', async ({ page }) => {
    await signedInAs(page, 'company');
    const before = await storage(page);
    const expired = await expiredCopyOf(before.accessToken!);
    await page.evaluate((t) => localStorage.setItem('accessToken', t), expired);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('معرض الأمانة للسيارات').first()).toBeVisible();
    // The page renders from the stored user while the session is checked, so the name can show before
    // the refresh has stored the new tokens.
    await expect.poll(async () => (await storage(page)).accessToken).not.toBe(expired);
    const after = await storage(page);
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  test('two tabs refreshing at once both stay signed in', async ({ context }) => {
    const first = await context.newPage();
    await signedInAs(first, 'company');
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second).toHaveURL(/\/profile$/);
    const expired = await expiredCopyOf((await storage(first)).accessToken!);
    await first.evaluate((t) => localStorage.setItem('accessToken', t), expired);
    await Promise.all([first.goto('/profile'), second.goto('/profile')]);
    for (const tab of [first, second]) {
      await expect(tab).toHaveURL(/\/profile$/);
      await expect(tab.getByText('معرض الأمانة للسيارات').first()).toBeVisible();
    }
    // Both tabs still hold a working session after the race.
    await first.reload();
    await second.reload();
    await expect(first).toHaveURL(/\/profile$/);
    await expect(second).toHaveURL(/\/profile$/);
  });

  test('signing out clears the stored session but keeps the device id', async ({ page }) => {
    await signedInAs(page, 'sales');
    const deviceId = (await storage(page)).deviceId;
    expect(deviceId).toMatch(/[0-9a-f-]{36}/);
    await page.getByRole('button', { name: /أحمد علي/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({ deviceId });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guards', () => {
  test('an admin-only page refuses a staff user', async ({ page }) => {
    await signedInAs(page, 'sales');
    await page.goto('/adminDashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('لوحة تحكم المشرف العام')).toHaveCount(0);
  });

  test('the super administrator is kept out of the company area', async ({ page }) => {
    await signedInAs(page, 'superadmin');
    await page.goto('/cars');
    await expect(page).toHaveURL(/\/adminDashboard$/);
  });

  test('the loading overlay shows before the script has run (the page is not blank on a slow link)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/cars');
    const overlay = page.getByRole('status', { name: 'جار التحميل...' });
    await expect(overlay).toBeVisible();
    await expect(overlay.locator('svg')).toHaveCSS('animation-name', 'cc-spin');
    await context.close();
  });

  test('a stored session loads the page beside the session check, under the overlay until the check answers', async ({
    page,
  }) => {
    await signedInAs(page, 'company');
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(`**${API}/users/me`, async (route) => {
      await held;
      await route.continue();
    });
    const carsAsked = page.waitForRequest((request) => new URL(request.url()).pathname === `${API}/car`);
    await page.goto('/cars', { waitUntil: 'commit' });
    // GET /users/me is held: the list is already asked for (at start-up, beside its chunk), and the
    // overlay still covers the screen (the page's own spinner may sit under it while its chunk loads).
    await carsAsked;
    const overlay = page
      .getByRole('status', { name: 'جار التحميل...' })
      .and(page.locator('.cc-loading-overlay'));
    await expect(overlay).toBeVisible();
    answer();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/cars$/);
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  });

  test('an anonymous visitor is sent to the login page', async ({ page }) => {
    await page.goto('/cars');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a suspended user is signed out on the next call', async ({ page, request }) => {
    await signedInAs(page, 'accountant');
    await expect(page).toHaveURL(/\/profile$/);
    const company = await apiToken(request, 'company');
    const accountant = (await storage(page)).user;
    const accountantId = JSON.parse(accountant!).id as number;
    const suspend = await request.put(`${API}/users/${accountantId}/status`, {
      headers: { authorization: `Bearer ${company.accessToken}` },
      data: { status: 'INACTIVE' },
    });
    expect(suspend.status()).toBe(200);
    try {
      await page.reload();
      await expect(page).toHaveURL(/\/login$/);
      expect((await storage(page)).accessToken).toBeUndefined();
    } finally {
      await request.put(`${API}/users/${accountantId}/status`, {
        headers: { authorization: `Bearer ${company.accessToken}` },
        data: { status: 'ACTIVE' },
      });
    }
  });
});
