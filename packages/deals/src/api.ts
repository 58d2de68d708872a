import type { ApiClient, Query } from '@cc/api-client';
import {
  type Branch,
  type Car,
  type CompanySettings,
  type Deal,
  type DealInput,
  IDEMPOTENCY_KEY_HEADER,
  type ListEnvelope,
  type Payment,
  type PaymentInput,
  type PaymentPlan,
  type Person,
  type PersonInput,
  type RescheduleBody,
  type TemplateSummary,
} from '@cc/contracts';

/** Which list a screen works on: the two kinds share one record shape and five routes each. */
export type DealsKind = 'contracts' | 'authorizations';

/**
 * Data access of the deals screens (domain.md §6). Screens take it as a prop, so stories and tests pass
 * an in-memory fake ({@link createMemoryDealsApi}) and the app passes {@link createDealsApi}'s. Every
 * method rejects with an Error whose message is Arabic (ApiError, with field errors on a 400).
 *
 * @example
 * ```ts
 * const page = await contractsApi.list({ planStatus: 'ACTIVE', page: 0, size: 10 });
 * await contractsApi.cancel(page.data[0].id, 'طلب المشتري');
 * ```
 */
export interface DealsApi {
  /** The kind this api is bound to. */
  readonly kind: DealsKind;
  /** GET /contracts or /authorizations: planStatus, fromDate/toDate, overdue, cancelled, carId, keyword, sort, page. */
  list(query: Query, options?: { signal?: AbortSignal }): Promise<ListEnvelope<Deal>>;
  /** GET /{kind}/{id}. */
  get(id: number, options?: { signal?: AbortSignal }): Promise<Deal>;
  /** POST /{kind}: 201 with the deal; 400 with field errors. */
  create(input: DealInput): Promise<Deal>;
  /** DELETE /{kind}/{id} with `{reason}`; 409 while non-reversed payments exist. */
  cancel(id: number, reason: string): Promise<void>;
  /** GET /payments?dealId= (the deal's ledger). */
  payments(dealId: number): Promise<Payment[]>;
  /** POST /payments with a fresh Idempotency-Key per call (one submit). */
  recordPayment(input: PaymentInput): Promise<Payment>;
  /** POST /payments/{id}/reverse with `{reason}` (company account only): the new reversal entry. */
  reversePayment(paymentId: number, reason: string): Promise<Payment>;
  /** PUT /payment-plans/{planId}/schedule: re-spreads what is unpaid. */
  reschedule(planId: number, body: RescheduleBody): Promise<PaymentPlan>;
  /** GET /persons?keyword= (first 20). */
  searchPersons(keyword: string): Promise<Person[]>;
  /** POST /persons (the form's inline 'إضافة حساب جديد'). */
  createPerson(input: PersonInput): Promise<Person>;
  /** GET /car?status=Pending&keyword= (first 20): only a Pending car can be sold. */
  searchPendingCars(keyword: string): Promise<Car[]>;
  /** GET /branches. */
  branches(): Promise<Branch[]>;
  /** GET /templates/company: the company's templates and the system ones (every kind). */
  templates(): Promise<TemplateSummary[]>;
  /** GET /company: the rounding steps (major units) the server's schedule uses. */
  company(): Promise<CompanySettings>;
}

/** A fresh key per submit: a retried request (network drop) then gets the stored answer, never a second payment. */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http LAN installs fall back to getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const signalOf = (options?: { signal?: AbortSignal }) => (options?.signal ? { signal: options.signal } : {});

/**
 * Builds the {@link DealsApi} of one kind over the app's api-client (bearer header, `{data}` envelope,
 * ApiError).
 *
 * @example
 * ```tsx
 * const client = createApiClient();
 * const apis = { contracts: createDealsApi(client, 'contracts'), authorizations: createDealsApi(client, 'authorizations') };
 * ```
 */
export function createDealsApi(client: ApiClient, kind: DealsKind): DealsApi {
  return {
    kind,
    list: (query, options) => client.getList<Deal>(kind, query, signalOf(options)),
    get: (id, options) => client.getData<Deal>(`${kind}/${id}`, signalOf(options)),
    create: (input) => client.postData<Deal>(kind, input),
    cancel: async (id, reason) => {
      await client.deleteData(`${kind}/${id}`, { reason });
    },
    payments: async (dealId) => (await client.getList<Payment>('payments', { dealId, size: 100 })).data,
    recordPayment: (input) =>
      client.postData<Payment>('payments', input, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
      }),
    reversePayment: (paymentId, reason) =>
      client.postData<Payment>(`payments/${paymentId}/reverse`, { reason }),
    reschedule: (planId, body) => client.putData<PaymentPlan>(`payment-plans/${planId}/schedule`, body),
    searchPersons: async (keyword) =>
      (await client.getList<Person>('persons', { keyword: keyword.trim(), size: 20 })).data,
    createPerson: (input) => client.postData<Person>('persons', input),
    searchPendingCars: async (keyword) =>
      (await client.getList<Car>('car', { status: 'Pending', keyword: keyword.trim(), size: 20 })).data,
    branches: () => client.getData<Branch[]>('branches'),
    company: () => client.getData<CompanySettings>('company'),
    templates: () => client.getData<TemplateSummary[]>('templates/company'),
  };
}
