import { errorMessage } from '@cc/api-client';
import type { EndpointDef } from '@cc/contracts';
import { DataTable, type DataTableProps } from '@cc/data-table';
import { useResourceMutation } from '@cc/resources';
import { A4Page, ConfirmDelete, PageHeader, RowActions, toast } from '@cc/ui-rtl';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

/** Props of {@link RecordListPage}. */
export interface RecordListPageProps<R extends { id: number }> {
  title: string;
  /** Beside the title (e.g. the add link). */
  headerActions?: ReactNode;
  /** The table: its endpoint, columns and caption, and whatever else the list offers (filters, export, views). */
  table: Omit<DataTableProps<R>, 'actions' | 'onError'>;
  /** The record's `DELETE …/:id`. */
  endpoints: { remove: EndpointDef };
  /** A record's name: its row's actions are named by it, the delete confirmation quotes it. */
  nameOf: (record: R) => string;
  /** The record's pages. */
  paths: { edit: (id: number) => string; view: (id: number) => string };
  /** Whether a row offers 'حذف' and 'تعديل' (the user's permissions, the record's status). */
  can: { delete: (record: R) => boolean; edit: (record: R) => boolean };
  /** The feature's Arabic texts: the toast when the server sends none, the confirmation's body. */
  messages: { deleted: string; deleteBody: (name: string) => string };
}

/**
 * A feature's list page (/cars, /account-cards): the title, the table, and per row 'عرض' and, where
 * `can` allows, 'تعديل' and 'حذف'. A failed load toasts the server's message (the table shows it in place
 * of rows); 'حذف' asks first, then toasts the server's answer (or `messages.deleted`) or its refusal, and
 * the list refetches.
 *
 * @example
 * <RecordListPage<Car> title="السيارات" table={{ endpoint: endpoints.cars.list, columns, caption: 'قائمة السيارات' }}
 *   endpoints={endpoints.cars} nameOf={(car) => car.name} paths={carPaths}
 *   can={{ delete: isPending, edit: isPending }} messages={CARS_MESSAGES} />
 */
export function RecordListPage<R extends { id: number }>({
  title,
  headerActions,
  table,
  endpoints,
  nameOf,
  paths,
  can,
  messages: M,
}: RecordListPageProps<R>) {
  const [target, setTarget] = useState<R | null>(null);
  const remove = useResourceMutation(endpoints.remove, {
    onSuccess: (answer) => toast.success((answer as { message?: string }).message ?? M.deleted),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setTarget(null),
  });

  return (
    <A4Page>
      <PageHeader title={title} actions={headerActions} />
      <DataTable<R>
        {...table}
        onError={(message) => toast.error(message)}
        actions={(record) => (
          <RowActions
            link={Link}
            label={nameOf(record)}
            onDelete={can.delete(record) ? () => setTarget(record) : undefined}
            editTo={can.edit(record) ? paths.edit(record.id) : undefined}
            viewTo={paths.view(record.id)}
          />
        )}
      />
      <ConfirmDelete
        open={target !== null}
        body={M.deleteBody(target ? nameOf(target) : '')}
        busy={remove.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && remove.mutate({ params: { id: target.id } } as never)}
      />
    </A4Page>
  );
}
