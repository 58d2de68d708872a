import { type APIRequestContext, expect, type Page } from '@playwright/test';
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
