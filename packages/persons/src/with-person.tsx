import { RouteRecord } from '@cc/business';
import { endpoints, type Person } from '@cc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  return (
    <RouteRecord
      endpoint={endpoints.persons.get}
      title={title}
      notFound={M.notFound}
      back={<Link to={personPaths.list}>{M.backToList}</Link>}
    >
      {children}
    </RouteRecord>
  );
}
