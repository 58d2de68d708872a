import type { ApiClient, Query } from '@cc/api-client';
import type { Deal, ListEnvelope, Payment, Person, PersonInput } from '@cc/contracts';

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
   * The deals in which the person is seller, buyer or guarantor (GET /contracts and /authorizations
   * with `personId`). Optional: without it the account page hides its deals and amount-owed sections.
   */
  deals?(personId: number): Promise<Deal[]>;
  /**
   * GET /payments?personId=: the newest 100 payments and reversal entries of the deals in which the
   * person is seller, buyer or guarantor (needs GET_INSTALLMENT). Optional like {@link deals}.
   */
  payments?(personId: number): Promise<ListEnvelope<Payment>>;
}

/** How many of a person's payments the account page shows (the newest first). */
export const PERSON_PAYMENTS_PAGE_SIZE = 100;

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
    payments: (personId) =>
      client.getList<Payment>('payments', {
        personId,
        size: PERSON_PAYMENTS_PAGE_SIZE,
        sortDirection: 'desc',
      }),
  };
}
