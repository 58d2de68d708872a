import { type ApiClient, type Query, toApiError, toSearchParams } from '@cc/api-client';
import type { Car, CarInput, Deal, ListEnvelope } from '@cc/contracts';

/**
 * Data access of the cars screens (spec §7 GET /car and DELETE /car/{id}; domain.md §6). Screens take it as
 * a prop, so stories and tests pass an in-memory fake ({@link createMemoryCarsApi}) and the app passes
 * {@link createCarsApi}'s. Every method rejects with an Error whose message is Arabic (ApiError).
 *
 * @example
 * ```ts
 * const page = await carsApi.list({ status: 'Pending', page: 0, size: 10 });
 * await carsApi.remove(page.data[0].id);
 * ```
 */
export interface CarsApi {
  /** GET /car: filters (status, type, origin, engineType, color, model), keyword, sortBy/sortDirection, page/size. */
  list(query: Query, options?: { signal?: AbortSignal }): Promise<ListEnvelope<Car>>;
  /** GET /car/{id}; 404 when it does not exist (or belongs to another company). */
  get(id: number, options?: { signal?: AbortSignal }): Promise<Car>;
  /** POST /car. 400 with field errors when invalid. */
  create(input: CarInput): Promise<Car>;
  /** PUT /car/{id}. 409 when the car is no longer Pending. */
  update(id: number, input: CarInput): Promise<Car>;
  /** DELETE /car/{id}. 409 when the car is no longer Pending. */
  remove(id: number): Promise<void>;
  /** GET /car/export: the whole filtered list as CSV (same filters plus `columns`). Optional in fakes. */
  exportCsv?(query: Query): Promise<Blob>;
  /** The car's contracts and authorizations (GET /contracts and /authorizations with `carId`). Optional in fakes. */
  deals?(carId: number): Promise<Deal[]>;
}

/**
 * Builds the {@link CarsApi} over the app's api-client (bearer header, `{data}` envelope, ApiError).
 *
 * @example
 * ```tsx
 * const carsApi = createCarsApi(createApiClient());
 * <CarsListScreen api={carsApi} canCreate={useCan('CREATE_CAR')} />
 * ```
 */
export function createCarsApi(client: ApiClient): CarsApi {
  return {
    list: (query, options) =>
      client.getList<Car>('car', query, options?.signal ? { signal: options.signal } : {}),
    get: (id, options) => client.getData<Car>(`car/${id}`, options?.signal ? { signal: options.signal } : {}),
    create: (input) => client.postData<Car>('car', input),
    update: (id, input) => client.putData<Car>(`car/${id}`, input),
    remove: async (id) => {
      await client.deleteData(`car/${id}`);
    },
    deals: async (carId) => {
      const query = { carId, size: 100 };
      const [contracts, authorizations] = await Promise.all([
        client.getList<Deal>('contracts', query),
        client.getList<Deal>('authorizations', query),
      ]);
      return [...contracts.data, ...authorizations.data];
    },
    exportCsv: async (query) => {
      try {
        return await client.http.get('car/export', { searchParams: toSearchParams(query) }).blob();
      } catch (error) {
        // ky's HTTPError carries the server's JSON error body: surface its Arabic message.
        throw await toApiError(error);
      }
    },
  };
}
