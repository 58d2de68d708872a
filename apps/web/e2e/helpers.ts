import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './secret.mjs';

export const PASSWORD = 'Demo@12345';
export const API = '/api/carcontracts/v1';

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

export async function signedInAs(page: Page, username: string, password = PASSWORD) {
  await signIn(page, username, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** An access token like the stored one but already expired (same user, sign-in and version). */
export async function expiredCopyOf(token: string) {
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

export async function storage(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** Signs in through the API (no browser) and returns the access token. */
export async function apiToken(request: APIRequestContext, username: string) {
  const res = await request.post(`${API}/auth/login`, { data: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  return body.data as { accessToken: string; user: { id: number } };
}

/**
 * Picks with a form-kit combobox as a person would: types `typed`, waits until the list shows one option
 * containing `expected`, and presses Enter (a unique match is picked with Enter).
 */
export async function pickOnly(page: Page, label: string, typed: string, expected = typed) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  const options = page.getByRole('listbox', { name: label, exact: true }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(expected);
  await box.press('Enter');
  await expect(box).toHaveValue(new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** Sets a form-kit date field (yyyy / MM / dd, year, month and day dropdowns) to 'yyyy-MM-dd'. */
export async function setDate(page: Page, label: string, iso: string) {
  const group = page.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  await group.getByLabel('السنة').selectOption(String(year));
  await group.getByLabel('الشهر').selectOption(String(month - 1));
  await group.getByLabel('اليوم').selectOption(String(day));
  await expect(group.getByRole('status')).toHaveText(iso.replaceAll('-', ' / '));
}

/** The request headers of an access token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the company account in through the API: its access token and the headers that send it. */
export async function asCompany(request: APIRequestContext) {
  const { accessToken } = await apiToken(request, 'company');
  return { accessToken, headers: bearer(accessToken) };
}

/** POSTs `data` to the API as the token's user and expects 201: the answer's `data`. */
export async function apiCreate<T = { id: number }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const res = await request.post(`${API}${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as T;
}

/** A fresh car through the API (a 2022 white one unless `car` says otherwise): its data. */
export function apiCar(
  request: APIRequestContext,
  token: string,
  car: { name: string; plateNumber: string; chassisNumber: string; model?: number; color?: string },
) {
  return apiCreate<{ id: number; plateNumber: string; chassisNumber: string }>(request, token, '/car', {
    model: 2022,
    color: 'أبيض',
    ...car,
  });
}

/**
 * A company contract in dinars through the API, on the buyer and car given, with the rest of its fields
 * (price, payment type, …): its data.
 */
export function apiContract<T = { id: number; contractNumber: number }>(
  request: APIRequestContext,
  token: string,
  deal: { buyerId: number; carId: number } & Record<string, unknown>,
) {
  return apiCreate<T>(request, token, '/contracts', { sellerType: 'COMPANY', currency: 'IQD', ...deal });
}

/**
 * Records a payment of `amount` (typed as given) with the deal page's 'تسجيل دفعة' dialog and waits for
 * its receipt number; the dialog stays open.
 */
export async function payOnDealPage(page: Page, amount: string) {
  await page.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/المبلغ/)
    .first()
    .fill(amount);
  await dialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(dialog.getByText(/تم تسجيل الدفعة — رقم الإيصال \d+/)).toBeVisible();
}

/**
 * Reverses the payment of receipt `receiptNumber` from a ledger (`ledger`: the deal page's payments or the
 * desk's list), as the company account does: the row's actions menu, 'عكس', the reason, then the toast
 * naming the reversal entry.
 */
export async function reverseFromLedger(page: Page, ledger: Locator, receiptNumber: number, reason: string) {
  await ledger.getByRole('button', { name: `إجراءات الوصل رقم ${receiptNumber}` }).click();
  await page.getByRole('menuitem', { name: 'عكس' }).click();
  const dialog = page.getByRole('dialog', { name: 'عكس الدفعة' });
  await dialog.getByLabel('سبب العكس').fill(reason);
  await dialog.getByRole('button', { name: 'عكس الدفعة' }).click();
  await expect(page.getByText(/تم عكس الدفعة — رقم قيد العكس \d+/)).toBeVisible();
}

/** A short run-unique suffix (the last 7 digits of the clock) for names, plates and chassis numbers. */
export const stamp = () => String(Date.now()).slice(-7);

/** The company's day (the demo company and every e2e company keep Asia/Baghdad), as yyyy-MM-dd. */
function companyToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(new Date());
}

/**
 * The company's day `days` from today, as yyyy-MM-dd. The server dates contracts, promises and dues by the
 * company's day, which runs ahead of UTC: from 21:00 UTC, UTC's "today" is the company's yesterday.
 */
export function companyDay(days: number) {
  const d = new Date(`${companyToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of the company's month `months` ago, as yyyy-MM-dd: a contract date in the past. */
export function isoMonthsAgo(months: number) {
  const d = new Date(`${companyToday().slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
