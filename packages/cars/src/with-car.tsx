import { errorMessage } from '@cc/api-client';
import { type Car, endpoints } from '@cc/contracts';
import { useResource } from '@cc/resources';
import { RecordGate } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
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
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const car = useResource(endpoints.cars.get, { params: { id } }, { enabled: valid });
  return (
    <RecordGate
      title={title}
      record={car.data?.data}
      error={valid ? car.error && errorMessage(car.error) : M.notFound}
      back={<Link to={carPaths.list}>{M.backToList}</Link>}
    >
      {children}
    </RecordGate>
  );
}
