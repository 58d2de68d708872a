import type { Car } from '@cc/contracts';
import {
  DataTable,
  type DataTableHandle,
  type ListFetcher,
  type ListQuery,
  saveBlob,
  type ViewsAdapter,
} from '@cc/data-table';
import { A4Page, ConfirmDialog, PageHeader, toast } from '@cc/ui-rtl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CarsApi } from './api';
import { CAR_COLUMNS } from './car-columns';
import { failureMessage } from './car-labels';
import { CarRowActions } from './car-row-actions';
import { CARS_MESSAGES } from './messages';
import { carPaths } from './paths';

/** Props of {@link CarsListScreen}. */
export interface CarsListScreenProps {
  api: CarsApi;
  /** Whether the user holds CREATE_CAR: only then the '+ اضافة سيارة' link shows. */
  canCreate: boolean;
  /** Saved views ('طرق العرض'); omitted: no views menu. */
  views?: ViewsAdapter;
  /** Delay of search and filter requests (spec §9: 500 ms). */
  debounceMs?: number;
}

/**
 * The cars list of spec §2 at /cars: search, filter panel (status defaults to Pending), the 14 columns,
 * Pending-only delete and edit, view for every car, the delete confirmation and the §8 toasts; a failed
 * load toasts its message and shows it in place of rows. The entry check (PERSON_READ) is the route's
 * ({@link carRoutes}, {@link CarsListPage}).
 *
 * @example
 * ```tsx
 * <CarsListScreen api={createCarsApi(client)} canCreate={useCan('CREATE_CAR')} />
 * ```
 */
export function CarsListScreen({ api, canCreate, views, debounceMs }: CarsListScreenProps) {
  const table = useRef<DataTableHandle>(null);
  const [target, setTarget] = useState<Car | null>(null);
  const [deleting, setDeleting] = useState(false);

  const fetcher = useCallback<ListFetcher<Car>>(
    (_endpoint, query, { signal }) => api.list(query, { signal }),
    [api],
  );
  const onExport = useMemo(() => {
    const exportCsv = api.exportCsv?.bind(api);
    if (!exportCsv) return undefined;
    return async (query: ListQuery) => {
      const day = new Date().toISOString().slice(0, 10);
      saveBlob(await exportCsv(query), `cars-${day}.csv`);
    };
  }, [api]);

  const onError = useCallback((message: string) => {
    toast.error(message || CARS_MESSAGES.fetchFailed);
  }, []);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await api.remove(target.id);
      toast.success(CARS_MESSAGES.deleted);
      table.current?.refresh();
    } catch (error) {
      toast.error(failureMessage(error, CARS_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  return (
    <A4Page className="cc-cars-page cc-cars-list">
      <PageHeader title={CARS_MESSAGES.listTitle} />
      <DataTable<Car>
        ref={table}
        endpoint="car"
        caption={CARS_MESSAGES.listCaption}
        columns={CAR_COLUMNS}
        fetcher={fetcher}
        onError={onError}
        actions={(car) => <CarRowActions car={car} onDelete={setTarget} />}
        exportable={Boolean(onExport)}
        {...(onExport ? { onExport } : {})}
        {...(views ? { views } : {})}
        {...(debounceMs !== undefined ? { debounceMs } : {})}
        toolbarExtra={
          canCreate ? (
            <Link to={carPaths.create} className="cc-button" data-variant="primary" data-size="md">
              {CARS_MESSAGES.addCar}
            </Link>
          ) : undefined
        }
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={CARS_MESSAGES.deleteTitle}
        body={target ? CARS_MESSAGES.deleteBody(target.name) : ''}
        confirmLabel={CARS_MESSAGES.deleteConfirm}
        cancelLabel={CARS_MESSAGES.cancel}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </A4Page>
  );
}
