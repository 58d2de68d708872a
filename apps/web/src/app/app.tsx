import type { ApiClient } from '@cc/api-client';
import { SessionProvider, type SessionStore, useSession } from '@cc/auth';
import { createQueryClient, ResourcesProvider } from '@cc/resources';
import { LoadingOverlay, RtlProvider, toast } from '@cc/ui-rtl';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '../messages';
import { appRoutes } from './routes';

const notify = (message: string) => {
  toast.error(message);
};

function SessionOverlay() {
  const isLoading = useSession((s) => s.isLoading);
  return <LoadingOverlay visible={isLoading} label={MESSAGES.loading} />;
}

/**
 * Forgets every cached answer when the signed-in user changes (sign-out, another user signing in in
 * another tab): one company's data never shows to the next user of the browser.
 */
function CacheResetOnUserChange({ queryClient }: { queryClient: QueryClient }) {
  const userId = useSession((s) => s.user?.id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
}

/**
 * The whole app: RTL design system, the data layer (API client and query cache), session, and the router.
 * `queryClient`: the cache the start-up already reads into (main.tsx); default a new one.
 */
export function App({
  api,
  sessionStore,
  queryClient: given,
}: {
  api: ApiClient;
  sessionStore: SessionStore;
  queryClient?: QueryClient;
}) {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  const queryClient = useMemo(() => given ?? createQueryClient(), [given]);
  return (
    <RtlProvider>
      <ResourcesProvider client={api} queryClient={queryClient}>
        <SessionProvider store={sessionStore} notify={notify}>
          <CacheResetOnUserChange queryClient={queryClient} />
          <SessionOverlay />
          <RouterProvider router={router} />
        </SessionProvider>
      </ResourcesProvider>
    </RtlProvider>
  );
}
