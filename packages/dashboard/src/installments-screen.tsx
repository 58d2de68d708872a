import type { InstallmentRow } from '@cc/contracts';
import { endpoints } from '@cc/contracts';
import { DataTable, filtersFromSearch } from '@cc/data-table';
import { A4Page, PageHeader, toast } from '@cc/ui-rtl';
import { useLocation } from 'react-router';
import { INSTALLMENT_LIST_COLUMNS } from './installment-columns';
import { DASHBOARD_MESSAGES as M } from './messages';

/**
 * /installments (GET_INSTALLMENT): every instalment with its deal and buyer, filtered by due date range,
 * status and overdue. The dashboard's links open it filtered (?overdue=true&fromDate=…&toDate=…).
 *
 * @example
 * { path: 'installments', permission: 'GET_INSTALLMENT', screen: () => import('./installments-screen') }
 */
export default function InstallmentsScreen() {
  const { search } = useLocation();
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
      />
    </A4Page>
  );
}
