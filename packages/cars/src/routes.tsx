import { type PermissionCheck, PermissionGate, useCan } from '@cc/auth';
import type { ViewsAdapter } from '@cc/data-table';
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CarsApi } from './api';
import { CarFormScreen } from './car-form-screen';
import { CarViewScreen } from './car-view-screen';
import { CarsListScreen } from './cars-list-screen';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';

/** Props of every cars page: the data access (the app builds it once with {@link createCarsApi}). */
export interface CarsPageProps {
  api: CarsApi;
  /** Saved views of the list; omitted: no views menu. */
  views?: ViewsAdapter;
}

function useCarIdParam(): number | null {
  const { id } = useParams();
  const carId = Number(id);
  return Number.isInteger(carId) && carId > 0 ? carId : null;
}

function CarsList({ api, views }: CarsPageProps) {
  const canCreate = useCan('CREATE_CAR');
  return <CarsListScreen api={api} canCreate={canCreate} {...(views ? { views } : {})} />;
}

/**
 * /cars: a user without PERSON_READ gets 'ليس لديك إذن لعرض هذه الصفحة' and goes back one page (spec §2);
 * the add link shows with CREATE_CAR. Needs @cc/auth's SessionProvider and a router.
 *
 * @example
 * { path: 'cars', element: <CarsListPage api={carsApi} /> }
 */
export function CarsListPage({ api, views }: CarsPageProps) {
  return (
    <PermissionGate permission="PERSON_READ">
      <CarsList api={api} {...(views ? { views } : {})} />
    </PermissionGate>
  );
}

function CarForm({ api, carId }: { api: CarsApi; carId?: number }) {
  const navigate = useNavigate();
  return (
    <CarFormScreen
      api={api}
      {...(carId !== undefined ? { carId } : {})}
      onDone={(car) => void navigate(carPaths.view(car.id))}
    />
  );
}

/**
 * /new-car (CREATE_CAR): the form; after saving, the car's page.
 *
 * @example
 * { path: 'new-car', element: <NewCarPage api={carsApi} /> }
 */
export function NewCarPage({ api }: CarsPageProps) {
  return (
    <PermissionGate permission="CREATE_CAR">
      <CarForm api={api} />
    </PermissionGate>
  );
}

function NotFound() {
  return (
    <p className="cc-cars-state" role="alert">
      {CARS_MESSAGES.notFound}
    </p>
  );
}

/**
 * /car/:id/edit (UPDATE_CAR): the form filled with the car; after saving, the car's page.
 *
 * @example
 * { path: 'car/:id/edit', element: <EditCarPage api={carsApi} /> }
 */
export function EditCarPage({ api }: CarsPageProps) {
  const carId = useCarIdParam();
  return (
    <PermissionGate permission="UPDATE_CAR">
      {carId === null ? <NotFound /> : <CarForm key={carId} api={api} carId={carId} />}
    </PermissionGate>
  );
}

function CarView({ api, carId }: { api: CarsApi; carId: number }) {
  const canEdit = useCan('UPDATE_CAR');
  return <CarViewScreen api={api} carId={carId} canEdit={canEdit} />;
}

/**
 * /car/:id/view (PERSON_READ, like the list): every field, the status, the edit link for a Pending car
 * with UPDATE_CAR, and the car's deals.
 *
 * @example
 * { path: 'car/:id/view', element: <CarViewPage api={carsApi} /> }
 */
export function CarViewPage({ api }: CarsPageProps) {
  const carId = useCarIdParam();
  return (
    <PermissionGate permission="PERSON_READ">
      {carId === null ? <NotFound /> : <CarView api={api} carId={carId} />}
    </PermissionGate>
  );
}

/** One route of the cars feature: its path (relative to the main layout), the check and the page. */
export interface CarRoute {
  path: 'cars' | 'new-car' | 'car/:id/edit' | 'car/:id/view';
  /** The permission the page needs (the page checks it itself too). */
  permission: PermissionCheck;
  /** The page to mount, given the cars api. */
  Page: ComponentType<CarsPageProps>;
}

/**
 * The routes of the cars feature for the app's route table (spec §2; domain.md §3 keeps PERSON_READ for
 * the list and the car page). Each page makes its own entry check, so wrapping it in another
 * PermissionGate is harmless but not needed.
 *
 * @example
 * ```tsx
 * const carsApi = createCarsApi(client);
 * const children = carRoutes.map(({ path, Page }) => ({ path, element: <Page api={carsApi} /> }));
 * ```
 */
export const carRoutes: readonly CarRoute[] = [
  { path: 'cars', permission: 'PERSON_READ', Page: CarsListPage },
  { path: 'new-car', permission: 'CREATE_CAR', Page: NewCarPage },
  { path: 'car/:id/edit', permission: 'UPDATE_CAR', Page: EditCarPage },
  { path: 'car/:id/view', permission: 'PERSON_READ', Page: CarViewPage },
];
