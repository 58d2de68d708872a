import { expect, test } from '@playwright/test';
import { API, apiToken, signIn } from './helpers';

interface Band {
  band: string;
  count: number;
  fromDate: string | null;
  toDate: string;
}

const group = (amount: string) => {
  const [whole, fraction] = amount.split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
};

test.describe('the home dashboard', () => {
  test('a stored session opening the home page reads GET /dashboard once, without waiting for GET /users/me', async ({
    page,
  }) => {
    await signIn(page, 'company');
    await expect(page.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/dashboard') || path.endsWith('/users/me')) reads.push(path.split('/').pop()!);
    });
    // The answer of /users/me is held until the figures have been asked for: they do not wait for it.
    let releaseMe!: () => void;
    const meHeld = new Promise<void>((resolve) => {
      releaseMe = resolve;
    });
    await page.route('**/users/me', async (route) => {
      await meHeld;
      await route.continue();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/dashboard')) releaseMe();
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'الأقساط المتأخرة' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
    expect(reads.filter((r) => r === 'dashboard')).toHaveLength(1);
    expect(reads).toContain('me');
  });

  test('the company account lands on it, sees the demo figures and both charts, and follows an age band', async ({
    page,
    request,
  }) => {
    const { accessToken } = await apiToken(request, 'company');
    const res = await request.get(`${API}/dashboard`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(res.status()).toBe(200);
    const figures = (await res.json()).data as {
      overdue: { count: number; amounts: { IQD: string; USD: string } };
      cars: { Pending: number };
      ageBands: Band[];
    };
    expect(figures.overdue.count, 'the demo data has overdue instalments').toBeGreaterThan(0);

    await signIn(page, 'company');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
    const overdue = page.getByRole('region', { name: 'الأقساط المتأخرة' });
    await expect(overdue).toContainText(`${figures.overdue.count} قسط`);
    await expect(overdue).toContainText(`${group(figures.overdue.amounts.IQD)} د.ع`);
    await expect(overdue).toContainText(`${group(figures.overdue.amounts.USD)} $`);
    await expect(page.getByRole('region', { name: 'السيارات', exact: true })).toContainText(
      String(figures.cars.Pending),
    );

    // Both charts are drawn as SVG, in their own chunk, once scrolled near.
    for (const name of ['المبيعات والتحصيل خلال 12 شهراً', 'المتأخرات حسب العمر']) {
      const plot = page.getByRole('img', { name });
      await plot.scrollIntoViewIfNeeded();
      await expect(plot.locator('svg.recharts-surface[role="application"]')).toBeVisible();
    }

    // An age band opens its overdue instalments.
    const band = figures.ageBands.find((b) => b.count > 0)!;
    await page
      .getByRole('navigation', { name: 'المتأخرات حسب العمر' })
      .getByRole('link')
      .nth(figures.ageBands.indexOf(band))
      .click();
    await expect(page).toHaveURL(new RegExp(`/installments\\?overdue=true.*toDate=${band.toDate}`));
    await expect(page.getByRole('heading', { level: 1, name: 'الأقساط' })).toBeVisible();
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(`${band.count}`, { exact: false }).first()).toBeVisible();
  });

  test('accountant, without GET_DASHBOARD, still lands on /profile', async ({ page }) => {
    await signIn(page, 'accountant');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
