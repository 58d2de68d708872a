import { ApiError } from '@cc/api-client';
import type { Deal, ListEnvelope, Payment, Person, PersonInput } from '@cc/contracts';
import { normalizeArabic } from '@cc/domain';
import type { PersonsApi } from './api';
import { DEMO_PERSONS } from './demo-persons';
import { PERSONS_MESSAGES } from './messages';

/** One call recorded by {@link createMemoryPersonsApi}. */
export interface MemoryPersonsCall {
  method: 'list' | 'get' | 'create' | 'update' | 'remove' | 'deals' | 'payments';
  args: unknown[];
}

/** Options of {@link createMemoryPersonsApi}. */
export interface MemoryPersonsOptions {
  /** Starting persons; default {@link DEMO_PERSONS}. */
  persons?: readonly Person[];
  /**
   * Deals for `deals(personId)` (those naming the person as seller, buyer or guarantor). Omitted: the
   * fake has no `deals` method, like the real api today.
   */
  deals?: readonly Deal[];
  /**
   * Payments for `payments(personId)` (those of the person's deals among `deals`). Omitted: the fake
   * has no `payments` method.
   */
  payments?: readonly Payment[];
  /** Makes the payments call fail with this error (e.g. a 403). */
  paymentsError?: Error;
  /** Delay of every answer in ms (default 0); `Infinity` never answers (loading states). */
  delayMs?: number;
  /** Makes the list call fail with this error. */
  listError?: Error;
  /** Makes the delete call fail with this error (e.g. the server's 409). */
  removeError?: Error;
  /** Makes create/update fail with this error (e.g. an ApiError with field errors). */
  saveError?: Error;
}

/** The in-memory api plus what a test inspects. */
export interface MemoryPersonsApi extends PersonsApi {
  /** The current persons (mutated by create/update/remove). */
  persons: Person[];
  /** Every call in order. */
  calls: MemoryPersonsCall[];
}

const SORTABLE = new Set<keyof Person>(['id', 'fullName', 'createdAt']);

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'ar');
}

/**
 * An in-memory {@link PersonsApi} that behaves like the server: Arabic-aware keyword over name, phone and
 * national id, sort, zero-based pages, 404 for an unknown id, and 409 when deleting a person named in a
 * deal. With `deals` it also answers `deals(personId)`.
 *
 * @example
 * ```tsx
 * const api = createMemoryPersonsApi({ delayMs: 300, deals: DEMO_DEALS });
 * <AccountCardsScreen api={api} canCreate canUpdate canDelete />
 * ```
 */
export function createMemoryPersonsApi(options: MemoryPersonsOptions = {}): MemoryPersonsApi {
  const persons: Person[] = (options.persons ?? DEMO_PERSONS).map((p) => ({ ...p }));
  const calls: MemoryPersonsCall[] = [];
  let nextId = persons.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  const dealsOf = (id: number) =>
    (options.deals ?? []).filter((d) => d.seller.id === id || d.buyer.id === id || d.guarantor?.id === id);

  const answer = <T>(value: () => T, signal?: AbortSignal): Promise<T> => {
    const delay = options.delayMs ?? 0;
    if (delay === Number.POSITIVE_INFINITY) return new Promise<T>(() => undefined);
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      };
      if (delay <= 0) queueMicrotask(run);
      else {
        const timer = setTimeout(run, delay);
        signal?.addEventListener('abort', () => clearTimeout(timer));
      }
    });
  };

  const find = (id: number): Person => {
    const person = persons.find((p) => p.id === id);
    if (!person) throw new ApiError(404, 'NOT_FOUND', PERSONS_MESSAGES.notFound);
    return person;
  };
  const fromInput = (input: PersonInput) => ({
    fullName: input.fullName,
    phone: input.phone ?? null,
    nationalId: input.nationalId ?? null,
    address: input.address ?? null,
    notes: input.notes ?? null,
  });

  const api: MemoryPersonsApi = {
    persons,
    calls,
    list(query, opts) {
      calls.push({ method: 'list', args: [query] });
      return answer((): ListEnvelope<Person> => {
        if (options.listError) throw options.listError;
        let rows = [...persons];
        if (query.keyword) {
          const keyword = normalizeArabic(String(query.keyword));
          rows = rows.filter((p) =>
            [p.fullName, p.phone ?? '', p.nationalId ?? ''].some((v) => normalizeArabic(v).includes(keyword)),
          );
        }
        const sortBy = query.sortBy as keyof Person | undefined;
        if (sortBy && SORTABLE.has(sortBy)) {
          const sign = query.sortDirection === 'desc' ? -1 : 1;
          rows.sort((a, b) => sign * compare(a[sortBy], b[sortBy]));
        } else {
          rows.sort((a, b) => b.id - a.id);
        }
        const size = Math.min(Math.max(Number(query.size ?? 10) || 10, 1), 100);
        const page = Math.max(Number(query.page ?? 0) || 0, 0);
        const lastPage = Math.max(Math.ceil(rows.length / size) - 1, 0);
        return {
          data: rows.slice(page * size, page * size + size),
          pagination: { currentPage: page, lastPage, pageSize: size, totalItems: rows.length },
        };
      }, opts?.signal);
    },
    get(id, opts) {
      calls.push({ method: 'get', args: [id] });
      return answer(() => ({ ...find(id) }), opts?.signal);
    },
    create(input) {
      calls.push({ method: 'create', args: [input] });
      return answer(() => {
        if (options.saveError) throw options.saveError;
        const person: Person = { id: nextId++, createdAt: new Date().toISOString(), ...fromInput(input) };
        persons.push(person);
        return { ...person };
      });
    },
    update(id, input) {
      calls.push({ method: 'update', args: [id, input] });
      return answer(() => {
        if (options.saveError) throw options.saveError;
        const person = find(id);
        Object.assign(person, fromInput(input));
        return { ...person };
      });
    },
    remove(id) {
      calls.push({ method: 'remove', args: [id] });
      return answer(() => {
        if (options.removeError) throw options.removeError;
        find(id);
        if (dealsOf(id).length > 0) {
          throw new ApiError(409, 'CONFLICT', 'لا يمكن حذف حساب مرتبط بعقد أو وكالة');
        }
        persons.splice(
          persons.findIndex((p) => p.id === id),
          1,
        );
      });
    },
  };
  if (options.deals) {
    api.deals = (personId) => {
      calls.push({ method: 'deals', args: [personId] });
      return answer(() => dealsOf(personId));
    };
  }
  if (options.payments) {
    const all = options.payments;
    api.payments = (personId) => {
      calls.push({ method: 'payments', args: [personId] });
      return answer(() => {
        if (options.paymentsError) throw options.paymentsError;
        const deals = new Set(dealsOf(personId).map((d) => d.id));
        const rows = all.filter((p) => deals.has(p.dealId)).slice(0, 100);
        return {
          data: rows,
          pagination: { currentPage: 0, lastPage: 0, pageSize: 100, totalItems: rows.length },
        };
      });
    };
  }
  return api;
}
