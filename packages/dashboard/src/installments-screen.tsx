import { useCan } from '@cc/auth';
import { ReminderDialog, type ReminderTarget } from '@cc/business';
import type { InstallmentRow } from '@cc/contracts';
import { dealName, endpoints } from '@cc/contracts';
import { DataTable, filtersFromSearch } from '@cc/data-table';
import { A4Page, PageHeader, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { INSTALLMENT_LIST_COLUMNS } from './installment-columns';
import { DASHBOARD_MESSAGES as M } from './messages';

/**
 * /installments (GET_INSTALLMENT): every instalment with its deal and buyer, filtered by due date range,
 * status and overdue. The dashboard's links open it filtered (?overdue=true&fromDate=…&toDate=…). An
 * overdue instalment's row offers «تذكير» (COLLECTIONS_READ): its deal's reminders to buyer and guarantor.
 *
 * @example
 * { path: 'installments', permission: 'GET_INSTALLMENT', screen: () => import('./installments-screen') }
 */
export default function InstallmentsScreen() {
  const { search } = useLocation();
  const canRemind = useCan('COLLECTIONS_READ');
  const canLog = useCan('COLLECTIONS_WORK');
  const [reminding, setReminding] = useState<ReminderTarget | null>(null);
  return (
    <A4Page>
      <PageHeader title={M.installmentsTitle} />
      <DataTable<InstallmentRow>
        key={search}
        initialFilters={filtersFromSearch(INSTALLMENT_LIST_COLUMNS, search)}
        initialSort={{ key: 'dueDate', direction: 'asc' }}
        endpoint={endpoints.installments.list}
        columns={INSTALLMENT_LIST_COLUMNS}
        caption={M.installmentsCaption}
        onError={(message) => toast.error(message)}
        {...(canRemind
          ? {
              rowLabel: (row: InstallmentRow) =>
                `${dealName(row.dealKind, row.contractNumber)} — ${row.buyer.fullName}`,
              rowActions: (row: InstallmentRow) => [
                row.overdue && {
                  label: M.remind,
                  onSelect: () =>
                    setReminding({
                      dealId: row.dealId,
                      dealKind: row.dealKind,
                      contractNumber: row.contractNumber,
                    }),
                },
              ],
            }
          : {})}
      />
      <ReminderDialog target={reminding} onClose={() => setReminding(null)} canLog={canLog} />
    </A4Page>
  );
}
