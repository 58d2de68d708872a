import type { ApiClient, ApiError, CallOptions } from '@cc/api-client';
import {
  type ArgsOptional,
  type EndpointArgs,
  type EndpointDef,
  type EndpointResult,
  endpoints,
} from '@cc/contracts';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from './provider';

/** The args of an endpoint as a hook takes them: optional when the endpoint needs none. */
export type ArgsOf<E extends EndpointDef> =
  ArgsOptional<E> extends true ? EndpointArgs<E> | undefined : EndpointArgs<E>;

/**
 * The cache key of an endpoint's answer: its tag first (so a mutation invalidates every answer of a tag
 * with one prefix), then the call, then its parameters and query.
 *
 * @example
 * queryKeyOf(endpoints.cars.get, { params: { id: 5 } }); // ['cars', 'GET /car/:id', { id: 5 }, null]
 */
export function queryKeyOf<E extends EndpointDef>(endpoint: E, args?: EndpointArgs<E>) {
  const record = args as { params?: unknown; query?: unknown } | undefined;
  return [
    endpoint.resource,
    `${endpoint.method} ${endpoint.path}`,
    record?.params ?? null,
    record?.query ?? null,
  ] as const;
}

/**
 * TanStack Query options of a read: key, fetch (cancelled with the query's signal) and the answer's type.
 * Use it with `useQuery`, `queryClient.fetchQuery` or `prefetchQuery`.
 *
 * @example
 * const car = await queryClient.fetchQuery(resourceQuery(client, endpoints.cars.get, { params: { id: 5 } }));
 */
export function resourceQuery<E extends EndpointDef>(client: ApiClient, endpoint: E, args?: EndpointArgs<E>) {
  return queryOptions<EndpointResult<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, args),
    queryFn: ({ signal }) => client.call(endpoint, args, { signal }),
  });
}

/** Options of {@link useResource} beyond the key and the fetch. */
export type ResourceQueryOptions<E extends EndpointDef, T = EndpointResult<E>> = Omit<
  UseQueryOptions<EndpointResult<E>, ApiError, T>,
  'queryKey' | 'queryFn'
> & {
  /** Keep showing the previous answer while a new key loads (lists that page or filter). */
  keepPrevious?: boolean;
};

/**
 * Reads an endpoint through the shared cache. The answer is the success body (`{data}`, `{data,
 * pagination}`); `error` is an ApiError with the server's Arabic message.
 *
 * @example
 * const car = useResource(endpoints.cars.get, { params: { id } });
 * if (car.data) return <CarView car={car.data.data} />;
 */
export function useResource<E extends EndpointDef, T = EndpointResult<E>>(
  endpoint: E,
  args: ArgsOf<E>,
  options: ResourceQueryOptions<E, T> = {},
) {
  const client = useApiClient();
  const { keepPrevious, ...rest } = options;
  const callArgs = args as EndpointArgs<E>;
  return useQuery<EndpointResult<E>, ApiError, T>({
    ...rest,
    queryKey: queryKeyOf(endpoint, callArgs),
    queryFn: ({ signal }) => client.call(endpoint, callArgs, { signal }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * Marks the cached answers of the given tags stale (and refetches the ones on screen).
 *
 * @example
 * await invalidateTags(queryClient, ['cars']);
 */
export async function invalidateTags(queryClient: QueryClient, tags: readonly string[]): Promise<void> {
  await Promise.all(tags.map((tag) => queryClient.invalidateQueries({ queryKey: [tag] })));
}

/** What a mutation of `E` takes: its args and, optionally, call options (headers such as Idempotency-Key). */
export type MutationArgs<E extends EndpointDef> = EndpointArgs<E> & { options?: CallOptions };

/**
 * Calls a mutating endpoint; after a success, the answers of the tags it declares (`invalidates`, or its
 * own tag) and the records' histories (every write is audited) are refetched, so every screen showing
 * them is current without passing reload callbacks.
 *
 * @example
 * const create = useResourceMutation(endpoints.cars.create);
 * const { data: car, message } = await create.mutateAsync({ body: input });
 */
export function useResourceMutation<E extends EndpointDef, C = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResult<E>, ApiError, MutationArgs<E>, C>, 'mutationFn'> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, MutationArgs<E>, C>({
    ...options,
    mutationFn: ({ options: call, ...args }) => client.call(endpoint, args as EndpointArgs<E>, call),
    onSuccess: async (...params) => {
      // Every accepted write is audited: a history on screen may have a new entry too.
      await invalidateTags(queryClient, [
        ...(endpoint.invalidates ?? [endpoint.resource]),
        endpoints.history.list.resource,
      ]);
      await options.onSuccess?.(...params);
    },
  });
}

/**
 * A function that marks the cached answers of tags stale, for changes the app learns of by itself (a
 * server-sent event: a new notification).
 *
 * @example
 * const invalidate = useInvalidateTags();
 * invalidate(['notifications']);
 */
export function useInvalidateTags(): (tags: readonly string[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((tags) => invalidateTags(queryClient, tags), [queryClient]);
}

/**
 * A function that forgets the cached answers the user may no longer see after their permissions changed:
 * answers no screen shows are dropped, the shown ones are read again, and those the server now refuses
 * (403) are dropped too (a page the user may no longer open is left by its gate).
 *
 * @example
 * const forget = useForgetReads();
 * await sessionStore.getState().reloadUser();
 * await forget();
 */
export function useForgetReads(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.removeQueries({ type: 'inactive' });
    await queryClient.invalidateQueries({ type: 'active' });
    queryClient.removeQueries({
      predicate: (query) => (query.state.error as Partial<ApiError> | null)?.status === 403,
    });
  }, [queryClient]);
}
