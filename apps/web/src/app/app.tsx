import type { ApiClient } from '@cc/api-client';
import { SessionProvider, type SessionStore, useSession } from '@cc/auth';
import { createQueryClient, ResourcesProvider } from '@cc/resources';
import { LoadingOverlay, RtlProvider, toast } from '@cc/ui-rtl';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { MESSAGES } from '../messages';
import { type BlockingHistory, BlockingHistoryProvider, browserHistory } from './blocking-history';
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

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The route table in react-router's declarative router over `history`, whose navigations first ask the
 * leave guard (blocking-history.ts).
 */
export function AppRouter({ history }: { history: BlockingHistory }) {
  return (
    <BlockingHistoryProvider value={history}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </BlockingHistoryProvider>
  );
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
  const history = useMemo(browserHistory, []);
  const queryClient = useMemo(() => given ?? createQueryClient(), [given]);
  return (
    <RtlProvider>
      <ResourcesProvider client={api} queryClient={queryClient}>
        <SessionProvider store={sessionStore} notify={notify}>
          <CacheResetOnUserChange queryClient={queryClient} />
          <SessionOverlay />
          <AppRouter history={history} />
        </SessionProvider>
      </ResourcesProvider>
    </RtlProvider>
  );
}
