import type { ApiClient } from '@cc/api-client';
import { SessionProvider, type SessionStore, useSession } from '@cc/auth';
import { LoadingOverlay, RtlProvider, toast } from '@cc/ui-rtl';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '../messages';
import { ApiProvider } from './api-context';
import { appRoutes } from './routes';

const notify = (message: string) => {
  toast.error(message);
};

function SessionOverlay() {
  const isLoading = useSession((s) => s.isLoading);
  return <LoadingOverlay visible={isLoading} label={MESSAGES.loading} />;
}

/** The whole app: RTL design system, API client, session, and the router. */
export function App({ api, sessionStore }: { api: ApiClient; sessionStore: SessionStore }) {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return (
    <RtlProvider>
      <ApiProvider api={api}>
        <SessionProvider store={sessionStore} notify={notify}>
          <SessionOverlay />
          <RouterProvider router={router} />
        </SessionProvider>
      </ApiProvider>
    </RtlProvider>
  );
}
