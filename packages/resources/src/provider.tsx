import { type ApiClient, ApiError } from '@cc/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';

const ClientContext = createContext<ApiClient | null>(null);

/**
 * The query client every screen shares: answers stay fresh for 30 s, a read is retried once only when no
 * answer came or the server failed (a 4xx is an answer: it is shown, not retried), and mutations are never
 * retried (a payment must not be sent twice; the payment call also carries an idempotency key).
 *
 * @example
 * const queryClient = createQueryClient();
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives every screen below it the API client and the query cache. The app mounts it once; stories and
 * tests mount it around a fake client (`@cc/resources/testing`).
 *
 * @example
 * <ResourcesProvider client={createApiClient()}><App /></ResourcesProvider>
 */
export function ResourcesProvider({
  client,
  queryClient,
  children,
}: {
  client: ApiClient;
  /** Default: a new {@link createQueryClient}. */
  queryClient?: QueryClient;
  children?: ReactNode;
}) {
  const [fallback] = useState(() => queryClient ?? createQueryClient());
  return (
    <ClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? fallback}>{children}</QueryClientProvider>
    </ClientContext.Provider>
  );
}

/**
 * The API client of the nearest {@link ResourcesProvider}.
 *
 * @example
 * const client = useApiClient();
 */
export function useApiClient(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ResourcesProvider>');
  return client;
}
