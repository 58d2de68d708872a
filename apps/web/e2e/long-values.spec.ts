import { expect, type Page, test } from '@playwright/test';
import { apiCar, asCompany, signedInAs } from './helpers';

// Layout and accessibility: long unbroken values never make a list scroll sideways, the
// designer's sheet fits its pane, and every page has one h1 and a main landmark.

/** How far the page, or a list's scroll box, runs past its width (0 when nothing scrolls sideways). */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('.cc-dt-scroll, .app-settings__content'));
    return {
      document: root.scrollWidth - root.clientWidth,
      boxes: Math.max(0, ...boxes.map((box) => box.scrollWidth - box.clientWidth)),
    };
  });
}

async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.getByText('جار التحميل...').filter({ visible: true })).toHaveCount(0);
}

test('a car with a 40-letter colour and a long chassis number fits /cars at 1366 and 390 px', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-8);
  const colour = 'لؤلؤي'.repeat(8);
  expect(colour).toHaveLength(40);
  const chassis = `JTLONGCHASSISNUMBER${stamp}XYZ`;
  const { accessToken } = await asCompany(request);
  await apiCar(request, accessToken, {
    name: 'لاند كروزر طويلة',
    plateNumber: `ط-${stamp}`,
    chassisNumber: chassis,
    color: colour,
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs(page, 'company');
  // The whole first page, the new car first (newest first), as the list opens.
  await page.goto('/cars');
  const row = page.locator('table.cc-dt-table > tbody > tr').filter({ hasText: chassis });
  await expect(row).toHaveCount(1);
  await settled(page);

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => sideways(page), { message: `at ${width} px` }).toEqual({ document: 0, boxes: 0 });
    // Each long value ends in '…' inside its cell (or card) and shows whole in its title.
    for (const [label, value] of [
      ['اللون', colour],
      ['رقم الشاصي', chassis],
    ] as const) {
      const clip = row.locator(`td[data-label="${label}"] .cc-dt-clip`);
      await expect(clip).toHaveAttribute('title', value);
      const fits = await clip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const cell = (el.closest('tr') as HTMLElement).getBoundingClientRect();
        return {
          clipped: el.scrollWidth > el.clientWidth,
          inRow: box.left >= cell.left - 1 && box.right <= cell.right + 1,
          inWindow: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
      expect(fits, `${label} at ${width} px`).toEqual({ clipped: true, inRow: true, inWindow: true });
    }
  }
});

test("the designer's A4 sheet fits its pane at 1366 px, with its safe margin drawn; /settings fits 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 1000 });
  await signedInAs(page, 'company');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'تصميم طباعة العقد' }).click();
  const sheet = page.getByTestId('designer-page');
  await expect(sheet).toBeVisible();
  const fit = () =>
    page.evaluate(() => {
      const pane = document.querySelector('.cc-designer-canvas') as HTMLElement;
      const page = document.querySelector('.cc-designer-page') as HTMLElement;
      const [p, s] = [pane.getBoundingClientRect(), page.getBoundingClientRect()];
      return {
        paneScrolls: pane.scrollWidth > pane.clientWidth,
        sheetInPane: s.left >= p.left && s.right <= p.right,
        documentScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
  await expect.poll(fit).toEqual({ paneScrolls: false, sheetInPane: true, documentScrolls: false });
  // The printable safe margin: a dashed line 24 px (at the sheet's scale) inside each edge.
  const margin = await sheet.evaluate((el) => {
    const safe = el.querySelector('.cc-designer-page__safe') as HTMLElement;
    const [s, m] = [el.getBoundingClientRect(), safe.getBoundingClientRect()];
    const scale = s.width / 794;
    return {
      left: Math.round((m.left - s.left) / scale),
      top: Math.round((m.top - s.top) / scale),
      right: Math.round((s.right - m.right) / scale),
      style: getComputedStyle(safe).borderTopStyle,
    };
  });
  expect(margin).toEqual({ left: 24, top: 24, right: 24, style: 'dashed' });

  await page.setViewportSize({ width: 390, height: 900 });
  for (const section of ['إدارة الأدوار والصلاحيات', 'تصميم طباعة العقد', 'الفروع', 'بيانات الشركة']) {
    await page.getByRole('button', { name: section }).click();
    await settled(page);
    await expect.poll(() => sideways(page), { message: section }).toEqual({ document: 0, boxes: 0 });
  }
});

test('every page has exactly one h1 and a main landmark; the skip link leads to it', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAs(page, 'company');
  await page.goto('/contracts');
  const dealLink = page.locator('a[href^="/contracts/"]').first();
  await expect(dealLink).toBeVisible();
  const dealId = (await dealLink.getAttribute('href'))!.split('/')[2];
  const routes = [
    '/',
    '/cars',
    '/new-car',
    '/car/1/view',
    '/account-cards',
    '/new-account',
    '/contracts',
    `/contracts/${dealId}`,
    '/new-contract',
    '/authorizations',
    '/installments',
    '/payments',
    '/clearance',
    '/notifications',
    '/users',
    '/roles',
    '/settings',
    '/profile',
    `/print/${dealId}/true`,
  ];
  const found: Record<string, { h1: number; main: number }> = {};
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    found[route] = {
      h1: await page.getByRole('heading', { level: 1 }).count(),
      main: await page.getByRole('main').count(),
    };
  }
  expect(found).toEqual(Object.fromEntries(routes.map((route) => [route, { h1: 1, main: 1 }])));

  // The first Tab stop of a page is the skip link; following it puts the focus on the page's content.
  await page.goto('/cars');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("a dialog chosen from a row's menu gives the focus back to that menu's button", async ({ page }) => {
  await signedInAs(page, 'company');
  await page.goto('/cars');
  await settled(page);
  const trigger = page.locator('.cc-action-menu__trigger').filter({ visible: true }).first();
  const name = (await trigger.getAttribute('aria-label'))!;
  await trigger.click();
  await page.getByRole('menu', { name }).getByRole('menuitem', { name: 'حذف' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
});
