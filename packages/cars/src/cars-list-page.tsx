import { errorMessage } from '@cc/api-client';
import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import { type Car, endpoints } from '@cc/contracts';
import { DataTable, filtersFromSearch } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ButtonLink, ConfirmDelete, PageHeader, RowActions, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CAR_COLUMNS } from './car-columns';
import { CARS_MESSAGES as M } from './messages';
import { carPaths } from './paths';

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
  const [target, setTarget] = useState<Car | null>(null);
  const remove = useResourceMutation(endpoints.cars.remove, {
    onSuccess: ({ message }) => toast.success(message ?? M.deleted),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setTarget(null),
  });

  return (
    <A4Page>
      <PageHeader title={M.listTitle} />
      <DataTable<Car>
        // A link's filters (/cars?status=Active, from the dashboard) start the list; a new link remounts it.
        key={search}
        initialFilters={filtersFromSearch(CAR_COLUMNS, search)}
        endpoint={endpoints.cars.list}
        exportEndpoint={endpoints.cars.export}
        views={{ resource: 'cars', canShare }}
        columns={CAR_COLUMNS}
        caption={M.listCaption}
        onError={(message) => toast.error(message)}
        actions={(car) => {
          const pending = car.status === 'Pending';
          return (
            <RowActions
              link={Link}
              label={car.name}
              onDelete={pending ? () => setTarget(car) : undefined}
              editTo={pending ? carPaths.edit(car.id) : undefined}
              viewTo={carPaths.view(car.id)}
            />
          );
        }}
        toolbarExtra={
          canCreate ? (
            <ButtonLink link={Link} to={carPaths.create}>
              {M.addCar}
            </ButtonLink>
          ) : undefined
        }
      />
      <ConfirmDelete
        open={target !== null}
        body={M.deleteBody(target?.name ?? '')}
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && remove.mutate({ params: { id: target.id } })}
      />
    </A4Page>
  );
}
