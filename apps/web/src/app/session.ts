import { createApiClient } from '@cc/api-client';
import { AUTH_MESSAGES, createSessionStore } from '@cc/auth';
import { toast } from '@cc/ui-rtl';

/** The app's API client: same origin (Vite proxies /api in development; the API serves the app in production). */
// Answers are checked against the contract during development; production trusts the server.
export const api = createApiClient({ validateResponses: import.meta.env.DEV });

/** The app's session store; `restore()` runs once at start-up (main.tsx). */
export const sessionStore = createSessionStore(api, {
  onSessionExpired: () => toast.error(AUTH_MESSAGES.sessionExpired),
});
