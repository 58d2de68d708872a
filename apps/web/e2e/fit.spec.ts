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
  '/payments',
  '/clearance',
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

/** Row actions (links and buttons in an actions cell) that are not wholly inside the viewport's width. */
function actionsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>('td.cc-dt-actions, .cc-business-row-actions');
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

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
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
