import type { ApiClient, Query } from '@cc/api-client';
import type { Deal, ListEnvelope, Person, PersonInput } from '@cc/contracts';

/**
 * Data access of the account-card screens (domain.md §6 persons). Screens take it as a prop, so stories
 * and tests pass an in-memory fake ({@link createMemoryPersonsApi}) and the app passes
 * {@link createPersonsApi}'s. Every method rejects with an Error whose message is Arabic (ApiError).
 *
 * @example
 * ```ts
 * const page = await personsApi.list({ keyword: 'احمد', page: 0, size: 10 });
 * await personsApi.remove(page.data[0].id);
 * ```
 */
export interface PersonsApi {
  /** GET /persons: keyword (name, phone, national id; Arabic-aware), sortBy/sortDirection, page/size. */
  list(query: Query, options?: { signal?: AbortSignal }): Promise<ListEnvelope<Person>>;
  /** GET /persons/{id}; 404 when it does not exist (or belongs to another company). */
  get(id: number, options?: { signal?: AbortSignal }): Promise<Person>;
  /** POST /persons. 400 with field errors when invalid (e.g. a national id already used). */
  create(input: PersonInput): Promise<Person>;
  /** PUT /persons/{id}. */
  update(id: number, input: PersonInput): Promise<Person>;
  /** DELETE /persons/{id}. 409 when a deal refers to the person. */
  remove(id: number): Promise<void>;
  /**
   * The deals in which the person is seller, buyer or guarantor. The server has no such call yet (no
   * `personId` filter on GET /contracts and /authorizations), so {@link createPersonsApi} leaves it out
   * and the account page hides its deals and amount-owed sections; fakes may provide it.
   */
  deals?(personId: number): Promise<Deal[]>;
}

/**
 * Builds the {@link PersonsApi} over the app's api-client (bearer header, `{data}` envelope, ApiError).
 *
 * @example
 * ```tsx
 * const personsApi = createPersonsApi(createApiClient());
 * <AccountCardsScreen api={personsApi} canCreate canUpdate canDelete />
 * ```
 */
export function createPersonsApi(client: ApiClient): PersonsApi {
  return {
    list: (query, options) =>
      client.getList<Person>('persons', query, options?.signal ? { signal: options.signal } : {}),
    get: (id, options) =>
      client.getData<Person>(`persons/${id}`, options?.signal ? { signal: options.signal } : {}),
    create: (input) => client.postData<Person>('persons', input),
    update: (id, input) => client.putData<Person>(`persons/${id}`, input),
    remove: async (id) => {
      await client.deleteData(`persons/${id}`);
    },
    deals: async (personId) => {
      const query = { personId, size: 100 };
      const [contracts, authorizations] = await Promise.all([
        client.getList<Deal>('contracts', query),
        client.getList<Deal>('authorizations', query),
      ]);
      return [...contracts.data, ...authorizations.data];
    },
  };
}
