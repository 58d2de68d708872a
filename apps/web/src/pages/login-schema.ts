// Loaded on the first submit (see login-page.tsx), so the sign-in page's bundle stays free of zod.
export { loginBodySchema } from '@cc/contracts';
