import type { Person } from '@cc/contracts';
import { DataTable, type DataTableHandle, type ListFetcher } from '@cc/data-table';
import { A4Page, ConfirmDialog, PageHeader, toast } from '@cc/ui-rtl';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PersonsApi } from './api';
import { failureMessage } from './failure-message';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';
import { PERSON_COLUMNS } from './person-columns';
import { PersonRowActions } from './person-row-actions';

/** Props of {@link AccountCardsScreen}. */
export interface AccountCardsScreenProps {
  api: PersonsApi;
  /** PERSON_CREATE: the header link 'إضافة حساب'. */
  canCreate: boolean;
  /** PERSON_UPDATE: the rows' edit links. */
  canUpdate: boolean;
  /** PERSON_DELETE: the rows' delete buttons. */
  canDelete: boolean;
  /** Delay of search requests (default the table's). */
  debounceMs?: number;
}

/**
 * The account-cards list: keyword search (name, phone, national id; the server is Arabic-aware), the
 * columns of {@link PERSON_COLUMNS}, view/edit/delete per row, the delete confirmation, and the server's
 * message as a toast when the delete is refused (409: the person is in a deal). The entry check
 * (PERSON_READ) is the route's ({@link AccountCardsPage}).
 *
 * @example
 * ```tsx
 * <AccountCardsScreen api={personsApi} canCreate={useCan('PERSON_CREATE')} canUpdate canDelete={false} />
 * ```
 */
export function AccountCardsScreen({
  api,
  canCreate,
  canUpdate,
  canDelete,
  debounceMs,
}: AccountCardsScreenProps) {
  const table = useRef<DataTableHandle>(null);
  const [target, setTarget] = useState<Person | null>(null);
  const [deleting, setDeleting] = useState(false);

  const fetcher = useCallback<ListFetcher<Person>>(
    (_endpoint, query, { signal }) => api.list(query, { signal }),
    [api],
  );
  const onError = useCallback((message: string) => {
    toast.error(message || PERSONS_MESSAGES.fetchFailed);
  }, []);

  const confirmDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await api.remove(target.id);
      toast.success(PERSONS_MESSAGES.deleted);
      table.current?.refresh();
    } catch (error) {
      toast.error(failureMessage(error, PERSONS_MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  return (
    <A4Page className="cc-persons-page cc-persons-list">
      <PageHeader
        title={PERSONS_MESSAGES.listTitle}
        actions={
          canCreate ? (
            <Link to={personPaths.create} className="cc-button" data-variant="primary" data-size="md">
              {PERSONS_MESSAGES.addPerson}
            </Link>
          ) : undefined
        }
      />
      <DataTable<Person>
        ref={table}
        endpoint="persons"
        caption={PERSONS_MESSAGES.listCaption}
        columns={PERSON_COLUMNS}
        fetcher={fetcher}
        onError={onError}
        actions={(person) => (
          <PersonRowActions
            person={person}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onDelete={setTarget}
          />
        )}
        {...(debounceMs !== undefined ? { debounceMs } : {})}
      />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={PERSONS_MESSAGES.deleteTitle}
        body={target ? PERSONS_MESSAGES.deleteBody(target.fullName) : ''}
        confirmLabel={PERSONS_MESSAGES.deleteConfirm}
        cancelLabel={PERSONS_MESSAGES.cancel}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </A4Page>
  );
}
