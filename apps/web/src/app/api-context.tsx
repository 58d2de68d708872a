import type { ApiClient } from '@cc/api-client';
import { createContext, type ReactNode, useContext } from 'react';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives screens the API client (tests pass a double). */
export function ApiProvider({ api, children }: { api: ApiClient; children?: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
