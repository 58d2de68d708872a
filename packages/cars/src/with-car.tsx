import { RouteRecord } from '@cc/business';
import { type Car, endpoints } from '@cc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARS_MESSAGES as M } from './messages';
import { carPaths } from './paths';

/**
 * The car of the route's `:id` for a page: until it is there, the page's title with 'جار التحميل...',
 * or the Arabic failure ('السيارة غير موجودة' for an unknown id) and the way back to the list.
 *
 * @example
 * <WithCar title="بيانات السيارة">{(car) => <CarDetails car={car} />}</WithCar>
 */
export function WithCar({ title, children }: { title: string; children: (car: Car) => ReactNode }) {
  return (
    <RouteRecord
      endpoint={endpoints.cars.get}
      title={title}
      notFound={M.notFound}
      back={<Link to={carPaths.list}>{M.backToList}</Link>}
    >
      {children}
    </RouteRecord>
  );
}
