import { errorMessage } from '@cc/api-client';
import { endpoints, type Person } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { RecordGate } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';

/**
 * The account of the route's `:id` for a page: until it is there, the page's title with 'جار التحميل...',
 * or the Arabic failure ('الحساب غير موجود' for an unknown id) and the way back to the list.
 *
 * @example
 * <WithPerson title="بيانات الحساب">{(person) => <PersonDetails person={person} />}</WithPerson>
 */
export function WithPerson({ title, children }: { title: string; children: (person: Person) => ReactNode }) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const person = useResource(endpoints.persons.get, { params: { id } }, { enabled: valid });
  return (
    <RecordGate
      title={title}
      record={person.data?.data}
      error={valid ? person.error && errorMessage(person.error) : M.notFound}
      back={<Link to={personPaths.list}>{M.backToList}</Link>}
    >
      {children}
    </RecordGate>
  );
}
