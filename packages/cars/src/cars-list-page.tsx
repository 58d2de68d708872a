import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import { RecordListPage } from '@cc/business';
import { type Car, endpoints } from '@cc/contracts';
import { ButtonLink } from '@cc/ui-rtl';
import { Link, useLocation } from 'react-router';
import { CAR_COLUMNS } from './car-columns';
import { CAR_RECORD } from './car-record';
import { CARS_MESSAGES as M } from './messages';
import { carPaths } from './paths';
import { carsListStart } from './reads';

/**
 * /cars (docs/domain/lists-and-search.md#in-the-browser): search, the filter panel (status Pending on entry), the 14 columns,
 * delete and edit for a Pending car, view for every car, the CSV export, saved views (shared with the
 * company by the company account), and '+ اضافة سيارة' with CREATE_CAR. A failed load shows the
 * server's message in place of rows; a delete toasts the server's answer and the list refetches.
 */
export default function CarsListPage() {
  const canCreate = useCan('CREATE_CAR');
  const { search } = useLocation();
  const canShare = useSession(isCompanyAccount);
  // Only a Pending car may be edited or deleted.
  const pending = (car: Car) => car.status === 'Pending';
  return (
    <RecordListPage<Car>
      // A link's filters (/cars?status=Active, from the dashboard) start the list; a new link remounts it.
      key={search}
      {...CAR_RECORD}
      title={M.listTitle}
      table={{
        // The first query is carsListRead(search)'s, which the app may have started already (feature.ts).
        ...carsListStart(search),
        endpoint: endpoints.cars.list,
        exportEndpoint: endpoints.cars.export,
        views: { resource: 'cars', canShare },
        columns: CAR_COLUMNS,
        caption: M.listCaption,
        toolbarExtra: canCreate ? (
          <ButtonLink link={Link} to={carPaths.create}>
            {M.addCar}
          </ButtonLink>
        ) : undefined,
      }}
      can={{ delete: pending, edit: pending }}
    />
  );
}
