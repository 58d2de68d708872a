/**
 * @cc/resources: the web's one data layer. Every endpoint is declared once in `@cc/contracts`
 * (`endpoints`); this package reads and writes them through TanStack Query with the app's API client:
 * cache keys by tag, invalidation after mutations, cancellation, answers checked against the contract in
 * development and tests. A fake API for stories and tests is behind `@cc/resources/testing`.
 *
 * @example
 * ```tsx
 * <ResourcesProvider client={createApiClient()}>
 *   <CarPage />
 * </ResourcesProvider>
 * // in a screen:
 * const car = useResource(endpoints.cars.get, { params: { id } });
 * const save = useResourceMutation(endpoints.cars.update);
 * ```
 */
export { createQueryClient, ResourcesProvider, useApiClient } from './provider';
export {
  type ArgsOf,
  invalidateTags,
  type MutationArgs,
  queryKeyOf,
  type ResourceQueryOptions,
  resourceQuery,
  useForgetReads,
  useInvalidateTags,
  useResource,
  useResourceMutation,
} from './queries';
