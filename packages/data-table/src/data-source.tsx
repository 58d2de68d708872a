import { createContext, type ReactNode, useContext } from 'react';
import type { FileDownloader, ListFetcher, ListPage, ListQuery } from './types';

/** Where tables load their pages and export files from. */
export interface DataTableSource {
  fetcher: ListFetcher<unknown>;
  download?: FileDownloader;
}

const SourceContext = createContext<DataTableSource | null>(null);

/**
 * Provides the default data source of every table below it (usually built once from the app's api-client
 * with {@link apiClientSource}); a table's own `fetcher` prop wins.
 *
 * @example
 * <DataTableProvider source={apiClientSource(api)}><App /></DataTableProvider>
 */
export function DataTableProvider({ source, children }: { source: DataTableSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

/** The data source of the nearest {@link DataTableProvider}, or null. */
export function useDataTableSource(): DataTableSource | null {
  return useContext(SourceContext);
}

/**
 * The part of `@cc/api-client`'s ApiClient a table uses (structural, so any compatible client fits):
 * `getList` for pages and the ky instance (which adds the bearer header) for the CSV download.
 */
export interface ListClient {
  getList<T>(path: string, query?: ListQuery, options?: { signal?: AbortSignal }): Promise<ListPage<T>>;
  http?: {
    get(
      path: string,
      options: { searchParams: URLSearchParams; signal?: AbortSignal },
    ): { blob(): Promise<Blob> };
  };
}

// ky refuses an input starting with '/' when it has a prefixUrl.
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * Adapts the api-client to a {@link DataTableSource}: pages through `getList`, the export through the
 * client's ky instance (bearer header) as a blob.
 *
 * @example
 * const api = createApiClient();
 * <DataTableProvider source={apiClientSource(api)}>…</DataTableProvider>
 */
export function apiClientSource(api: ListClient): DataTableSource {
  return {
    fetcher: (endpoint, query, { signal }) => api.getList(relative(endpoint), query, { signal }),
    download: async (path, query, options) => {
      if (!api.http) throw new Error('api.http is required for the export');
      const searchParams = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) searchParams.append(key, String(value));
      return api.http
        .get(relative(path), { searchParams, ...(options?.signal ? { signal: options.signal } : {}) })
        .blob();
    },
  };
}
