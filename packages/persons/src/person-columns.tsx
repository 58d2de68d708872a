import { PERSON_SORT_KEYS, type Person } from '@cc/contracts';
import type { ColumnDef } from '@cc/data-table';
import { PERSONS_MESSAGES } from './messages';

const F = PERSONS_MESSAGES.fields;
const sortable = new Set<string>(PERSON_SORT_KEYS);

const columns: ColumnDef<Person>[] = [
  { key: 'id', title: F.id, kind: 'number' },
  { key: 'fullName', title: F.fullName },
  {
    key: 'phone',
    title: F.phone,
    render: (person) => (person.phone ? <bdi dir="ltr">{person.phone}</bdi> : null),
  },
  {
    key: 'nationalId',
    title: F.nationalId,
    render: (person) => (person.nationalId ? <bdi dir="ltr">{person.nationalId}</bdi> : null),
  },
  { key: 'address', title: F.address },
];

/**
 * The data columns of the account-cards list (the table adds 'الإجراءات'): رقم الحساب, الاسم الكامل,
 * رقم الهاتف and رقم الهوية (isolated, left to right), العنوان; sorting on PERSON_SORT_KEYS.
 *
 * @example
 * <DataTable<Person> endpoint={endpoints.persons.list} columns={PERSON_COLUMNS} />
 */
export const PERSON_COLUMNS: readonly ColumnDef<Person>[] = columns.map((column) => ({
  ...column,
  sortable: sortable.has(column.key),
}));
