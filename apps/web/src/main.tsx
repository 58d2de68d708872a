import '@cc/ui-rtl/styles.css';
import '@cc/data-table/styles.css';
import '@cc/business/styles.css';
import '@cc/cars/styles.css';
import '@cc/dashboard/styles.css';
import '@cc/roles/styles.css';
import '@cc/staff/styles.css';
import '@cc/persons/styles.css';
import '@cc/deals/styles.css';
import '@cc/print/styles.css';
import '@cc/notifications/styles.css';
import '@cc/admin/styles.css';
import './styles/app.css';
import { createQueryClient, resourceQuery } from '@cc/resources';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/preload';
import { loadScreen } from './app/route-screen';
import { LOGIN } from './app/routes';
import { api, sessionStore } from './app/session';

const queryClient = createQueryClient();
const stored = sessionStore.getState();
// The page's chunk, and its first reads when the stored session opens it, load beside the session check.
if (stored.accessToken)
  preloadPageAt(window.location, {
    session: stored,
    read: (endpoint, args) => {
      void queryClient.prefetchQuery(resourceQuery(api, endpoint, args));
    },
  });
// Without a session the login page is next, wherever the address points.
else loadScreen(LOGIN).catch(() => {});
void sessionStore.getState().restore();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');
// A transition: React renders the first screen in slices and yields between them, so a slow phone
// answers input while it renders instead of freezing in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App api={api} sessionStore={sessionStore} queryClient={queryClient} />
    </StrictMode>,
  );
});
