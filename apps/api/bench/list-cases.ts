// What `pnpm bench` asks of each list: a case is an endless sequence of requests, the n-th one's path
// given by `path(n)`, in which consecutive requests differ (another page, sort, filter or keyword) and a
// request comes back only after hundreds of others (the combinations are walked in a scattered order),
// so that nothing a process might keep of an earlier answer can serve a later one.
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_COMPANY_SORT_KEYS,
  CAR_SORT_KEYS,
  CAR_TYPES,
  CLEARANCE_SORT_KEYS,
  DEAL_SORT_KEYS,
  PERSON_SORT_KEYS,
} from '@cc/contracts';
import { CAR_KEYWORDS, PERSON_KEYWORDS } from './arabic-text';

/** What a case's paths need to know of the data: the last page of each list (pages of 10). */
export interface ListFacts {
  lastPage: (list: string) => number;
  branchId: number;
}

export interface ListCase {
  /** The list, as the table names it. */
  list: string;
  /** What is asked of it: 'first page', 'deep page', … */
  label: string;
  /** The account that asks: the company's, or the platform's super administrator. */
  who: 'owner' | 'admin';
  /** The n-th request (n ≥ 0), relative to the API's base path. */
  path(n: number, facts: ListFacts): string;
  /**
   * A request that steps from another page by its cursor: `path(n)` is asked first (not measured) and
   * the request measured is `stepped` of its answer (the pager's next button).
   */
  stepped?: (answer: unknown, asked: string) => string;
  /** The case whose one-request time a deep page is compared with (same list, first page). */
  firstPage?: string;
}

/** n's combination of choices among `sizes` (mixed radix), walked in a scattered order. */
export function pick(n: number, given: number[]): number[] {
  const sizes = given.map((size) => Math.max(1, size));
  const count = sizes.reduce((a, b) => a * b, 1);
  const step = coprimeStep(count);
  let k = (n * step) % count;
  return sizes.map((size) => {
    const digit = k % size;
    k = Math.floor(k / size);
    return digit;
  });
}

/** A step about 0.618 of `count` with no factor in common with it: a walk that visits every value. */
function coprimeStep(count: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = Math.max(1, Math.floor(count * 0.6180339887));
  while (gcd(step, count) !== 1) step++;
  return step;
}

const query = (path: string, params: Record<string, string | number | undefined>) => {
  const defined = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][];
  const pairs = defined.map(([k, v]): [string, string] => [k, String(v)]);
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs)}`;
};

/** Sort key (or the list's default) and direction, from two digits; none for a list without sorts. */
const sortOf = (keys: readonly (string | undefined)[], key: number, dir: number) =>
  keys.length === 1 && keys[0] === undefined
    ? {}
    : { sortBy: keys[key], sortDirection: (['asc', 'desc'] as const)[dir] };

/** A page between 1 and the list's last, from a digit in [0, last). */
const deep = (digit: number) => digit + 1;

/** The next page from an answer's cursor when it gives one, else by its number. */
function nextPageOf(answer: unknown, asked: string): string {
  const { pagination } = answer as { pagination: { currentPage: number; nextCursor?: string } };
  const url = new URL(asked, 'http://x');
  url.searchParams.set('page', String(pagination.currentPage + 1));
  if (pagination.nextCursor) url.searchParams.set('after', pagination.nextCursor);
  return `${url.pathname}${url.search}`;
}

const CAR_STATUSES = [undefined, 'Pending', 'Active', 'Paid'];
const CAR_SORTS = [undefined, ...CAR_SORT_KEYS];
// The deep pages' sorts: the default, a number, a text, a year (many ties), one with empty values, a long text.
const CAR_DEEP_SORTS = [undefined, 'kilometers', 'name', 'model', 'origin', 'plateNumber'];
const TYPES = [undefined, ...CAR_TYPES];
const DEAL_SORTS = [undefined, ...DEAL_SORT_KEYS];
const PLAN_STATUSES = [undefined, 'ACTIVE', 'PAID', 'CANCELLED'];
const INSTALLMENT_SORTS = [undefined, 'dueDate', 'amount', 'contractNumber'];
const INSTALLMENT_STATUSES = [undefined, 'PENDING', 'PAID'];
const PAYMENT_SORTS = [undefined, 'receiptNumber', 'paidAt', 'amount'];
const CURRENCIES = [undefined, 'IQD', 'USD'];
const PERSON_SORTS = [undefined, ...PERSON_SORT_KEYS];
const CLEARANCE_SORTS = [undefined, ...CLEARANCE_SORT_KEYS];
const STAFF_SORTS = [undefined, 'id', 'username', 'fullName', 'status', 'createdAt'];
const STAFF_STATUSES = [undefined, 'ACTIVE', 'INACTIVE'];
const COMPANY_SORTS = [undefined, ...ADMIN_COMPANY_SORT_KEYS];
const COMPANY_STATUSES = [undefined, 'ACTIVE', 'SUSPENDED'];
const AUDIT_ACTIONS = [undefined, ...ADMIN_AUDIT_ACTIONS];
const COLLECTION_SORTS = [undefined, 'daysOverdue', 'overdueAmount', 'nextActionOn'];
const BANDS = [undefined, '1-30', '31-60', '181+'];

/** A first-page case and a deep-page case of a list sorted by `sorts` (both directions). */
function firstAndDeep(
  list: string,
  path: string,
  who: ListCase['who'],
  sorts: readonly (string | undefined)[],
  filters: [string, readonly (string | undefined)[]][] = [],
): ListCase[] {
  const directions = sorts.length === 1 && sorts[0] === undefined ? 1 : 2;
  const sizes = [sorts.length, directions, ...filters.map(([, values]) => values.length)];
  return [
    {
      list,
      label: 'first page',
      who,
      path: (n) => {
        const [key, dir, ...f] = pick(n, sizes);
        const chosen = Object.fromEntries(filters.map(([name, values], i) => [name, values[f[i]!]]));
        return query(path, { ...sortOf(sorts, key!, dir!), ...chosen });
      },
    },
    {
      list,
      label: 'deep page',
      who,
      firstPage: 'first page',
      path: (n, facts) => {
        const [key, dir, page] = pick(n, [sorts.length, directions, facts.lastPage(list)]);
        return query(path, { ...sortOf(sorts, key!, dir!), page: deep(page!) });
      },
    },
  ];
}

/** Every case of `pnpm bench`, in the order it runs them. */
export const LIST_CASES: ListCase[] = [
  {
    list: 'cars',
    label: 'first page',
    who: 'owner',
    // Every sort both ways, every status or none, every type or none: 896 first pages.
    path: (n) => {
      const [key, dir, status, type] = pick(n, [CAR_SORTS.length, 2, CAR_STATUSES.length, TYPES.length]);
      return query('/car', {
        ...sortOf(CAR_SORTS, key!, dir!),
        status: CAR_STATUSES[status!],
        type: TYPES[type!],
      });
    },
  },
  {
    list: 'cars',
    label: 'deep page by number',
    who: 'owner',
    firstPage: 'first page',
    // Even pages: the stepped case below asks the odd ones by number.
    path: (n, facts) => {
      const [key, dir, page] = pick(n, [CAR_DEEP_SORTS.length, 2, Math.floor(facts.lastPage('cars') / 2)]);
      return query('/car', { ...sortOf(CAR_DEEP_SORTS, key!, dir!), page: 2 * deep(page!) });
    },
  },
  {
    list: 'cars',
    label: 'deep page stepped by cursor',
    who: 'owner',
    firstPage: 'first page',
    // The page before is asked by its number; the next one by the cursor its answer gave.
    path: (n, facts) => {
      const [key, dir, page] = pick(n, [CAR_DEEP_SORTS.length, 2, Math.floor(facts.lastPage('cars') / 2)]);
      return query('/car', { ...sortOf(CAR_DEEP_SORTS, key!, dir!), page: 2 * page! + 1 });
    },
    stepped: nextPageOf,
  },
  {
    list: 'cars',
    label: 'keyword',
    who: 'owner',
    path: (n) => {
      const [word, page, key, status] = pick(n, [CAR_KEYWORDS.length, 5, 4, 2]);
      const sort = [
        {},
        { sortBy: 'kilometers', sortDirection: 'desc' },
        { sortBy: 'name' },
        { sortBy: 'model' },
      ][key!];
      return query('/car', {
        keyword: CAR_KEYWORDS[word!],
        page,
        ...sort,
        status: [undefined, 'Paid'][status!],
      });
    },
  },
  {
    list: 'persons',
    label: 'keyword',
    who: 'owner',
    path: (n) => {
      const [word, page, key, dir] = pick(n, [PERSON_KEYWORDS.length, 5, PERSON_SORTS.length, 2]);
      return query('/persons', {
        keyword: PERSON_KEYWORDS[word!],
        page,
        ...sortOf(PERSON_SORTS, key!, dir!),
      });
    },
  },
  ...firstAndDeep('persons', '/persons', 'owner', PERSON_SORTS),
  ...firstAndDeep('contracts', '/contracts', 'owner', DEAL_SORTS, [['planStatus', PLAN_STATUSES]]),
  ...firstAndDeep('authorizations', '/authorizations', 'owner', DEAL_SORTS, [['planStatus', PLAN_STATUSES]]),
  ...firstAndDeep('instalments', '/installments', 'owner', INSTALLMENT_SORTS, [
    ['status', INSTALLMENT_STATUSES],
  ]),
  ...firstAndDeep('payments (with totals)', '/payments', 'owner', PAYMENT_SORTS, [['currency', CURRENCIES]]),
  ...firstAndDeep('notifications', '/notifications', 'owner', [undefined], [['unread', [undefined, 'true']]]),
  ...firstAndDeep('clearance', '/clearance', 'owner', CLEARANCE_SORTS, [['tab', ['awaiting', 'issued']]]),
  ...firstAndDeep('staff', '/users', 'owner', STAFF_SORTS, [['status', STAFF_STATUSES]]),
  ...firstAndDeep('admin companies', '/admin/companies', 'admin', COMPANY_SORTS, [
    ['status', COMPANY_STATUSES],
  ]),
  ...firstAndDeep('audit', '/admin/audit', 'admin', [undefined], [['action', AUDIT_ACTIONS]]),
  ...firstAndDeep('collections queue', '/collections', 'owner', COLLECTION_SORTS, [['band', BANDS]]),
  {
    list: 'aging report',
    label: 'by branch, collector or buyer, a currency',
    who: 'owner',
    path: (n) => {
      const [group, currency] = pick(n, [3, CURRENCIES.length]);
      return query('/reports/aging', {
        groupBy: ['branch', 'collector', 'buyer'][group!],
        currency: CURRENCIES[currency!],
      });
    },
  },
  {
    list: 'collections report',
    label: 'a month, by day, method, branch or recorder',
    who: 'owner',
    path: (n) => {
      const [group, month] = pick(n, [4, 12]);
      const from = new Date(Date.UTC(2026, month!, 1));
      const to = new Date(Date.UTC(2026, month! + 1, 0));
      return query('/reports/collections', {
        groupBy: ['day', 'method', 'branch', 'recorder'][group!],
        from: from.toISOString().slice(0, 10),
        to: to.toISOString().slice(0, 10),
      });
    },
  },
  {
    list: 'dashboard',
    label: 'whole company or a branch',
    who: 'owner',
    path: (n, facts) => query('/dashboard', { branchId: n % 2 === 0 ? undefined : facts.branchId }),
  },
  { list: '/health', label: 'the floor', who: 'owner', path: () => '/health' },
];

/** The path the last page of a list is read from (pages of 10, no filter). */
export const LIST_PATHS: Record<string, string> = {
  cars: '/car',
  persons: '/persons',
  contracts: '/contracts',
  authorizations: '/authorizations',
  instalments: '/installments',
  'payments (with totals)': '/payments',
  'collections queue': '/collections',
  notifications: '/notifications',
  clearance: '/clearance',
  staff: '/users',
  'admin companies': '/admin/companies',
  audit: '/admin/audit',
};
