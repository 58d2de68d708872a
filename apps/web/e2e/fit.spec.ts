import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from './helpers';

// Every list, record page and form of the product. A route the user may not open shows the forbidden
// page, which must fit as well. Deal pages are found through their lists (ids differ by kind).
const ROUTES = [
  '/',
  '/cars',
  '/new-car',
  '/car/1/view',
  '/car/1/edit',
  '/account-cards',
  '/new-account',
  '/account-cards/1/view',
  '/account-cards/1/edit',
  '/contracts',
  '/new-contract',
  '/authorizations',
  '/new-authorization',
  '/installments',
  '/payments',
  '/clearance',
  '/settlements/1',
  '/notifications',
  '/users',
  '/roles',
  '/settings',
  '/profile',
];

interface Overflow {
  what: string;
  by: number;
}

/**
 * What scrolls sideways on the page: the document, and every table or box whose content is wider than
 * the box (a table's scroll wrapper, a card).
 */
function sidewaysScrolls(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: { what: string; by: number }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push({ what: 'document', by: root.scrollWidth - root.clientWidth });
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (!scrolls && el.tagName !== 'TABLE') continue;
      if (el.clientWidth === 0) continue;
      const by = el.scrollWidth - el.clientWidth;
      if (by > 1) {
        const name = el.getAttribute('aria-label') ?? el.querySelector('caption')?.textContent ?? '';
        found.push({ what: `${el.tagName.toLowerCase()}.${el.className} ${name}`.trim(), by });
      }
    }
    return found;
  });
}

/**
 * Row actions (links and buttons in an actions cell: the visible primary action and the '⋮' menu
 * trigger) that are not wholly inside the viewport's width.
 */
function actionsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>('td.cc-dt-actions, td.cc-business-actions');
    for (const cell of Array.from(cells)) {
      for (const action of Array.from(cell.querySelectorAll<HTMLElement>('a, button'))) {
        const box = action.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0;
        if (!visible || box.left < 0 || box.right > window.innerWidth + 1)
          out.push(action.getAttribute('aria-label') ?? action.textContent ?? action.tagName);
      }
    }
    return out;
  });
}

/**
 * Opens the first row's actions menu of the page, if any, and says what of it is not wholly inside the
 * viewport's width or makes the page scroll sideways; closes it again.
 */
async function rowMenuProblems(page: Page): Promise<string[]> {
  const trigger = page.locator('.cc-action-menu__trigger').filter({ visible: true }).first();
  if ((await trigger.count()) === 0) return [];
  const name = (await trigger.getAttribute('aria-label')) ?? 'menu';
  await trigger.click();
  const menu = page.getByRole('menu', { name });
  await expect(menu).toBeVisible();
  const problems: string[] = [];
  const width = page.viewportSize()?.width ?? 0;
  for (const item of await menu.getByRole('menuitem').all()) {
    const box = await item.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width + 1)
      problems.push(`menu item «${await item.textContent()}» of «${name}» out of view`);
  }
  const root = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (root > 1) problems.push(`«${name}» open: document scrolls by ${root} px`);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return problems;
}

async function settled(page: Page) {
  // The notification stream keeps a request open for good, so the network never idles: wait for the
  // page's load and for no loading indicator, then a moment for late lists.
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  await expect(page.getByText('جار التحميل...').filter({ visible: true })).toHaveCount(0);
}

/** The page of the first deal of a list, or null when the user sees none. */
async function firstDealOf(page: Page, list: '/contracts' | '/authorizations') {
  await page.goto(list);
  await settled(page);
  const link = page.locator(`a[href^="${list}/"]`).first();
  if ((await link.count()) === 0) return null;
  return link.getAttribute('href');
}

async function problemsOn(page: Page, routes: readonly string[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    for (const o of await sidewaysScrolls(page)) problems.push(`${route}: ${o.what} scrolls by ${o.by} px`);
    for (const a of await actionsOutOfView(page)) problems.push(`${route}: action «${a}» out of view`);
    for (const m of await rowMenuProblems(page)) problems.push(`${route}: ${m}`);
  }
  return problems;
}

for (const user of ['company', 'sales']) {
  for (const width of [1366, 390]) {
    test(`${user} at ${width} px: no page scrolls sideways and every row's actions are in view`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signedInAs(page, user);
      const deals = [await firstDealOf(page, '/contracts'), await firstDealOf(page, '/authorizations')];
      const routes = [...ROUTES, ...deals.filter((d): d is string => d !== null)];
      expect(await problemsOn(page, routes)).toEqual([]);
    });
  }
}

// The platform administration: the super administrator's pages. The demo company is id 1.
const ADMIN_ROUTES = [
  '/adminDashboard',
  '/adminDashboard/companies',
  '/adminDashboard/companies/new',
  '/adminDashboard/companies/1',
  '/adminDashboard/audit',
  '/adminDashboard/profile',
];

for (const width of [1366, 390]) {
  test(`superadmin at ${width} px: no admin page scrolls sideways and every row's actions are in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signedInAs(page, 'superadmin');
    expect(await problemsOn(page, ADMIN_ROUTES)).toEqual([]);
  });
}
