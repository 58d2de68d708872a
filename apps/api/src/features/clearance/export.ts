import { Readable } from 'node:stream';
import {
  CLEARANCE_COLUMN_TITLES_AR,
  CLEARANCE_EXPORT_COLUMNS,
  CLEARANCE_STATUS_LABELS_AR,
  type ClearanceExportColumn,
  type ClearanceExportQuery,
  type ClearanceRow,
  dealName,
} from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import type { Db } from '../../db/client';
import { type ExportReadOptions, exportRows } from '../../lib/export-rows';
import { toClearanceRow } from './dto';
import { clearanceList } from './repository';

/** The columns of a tab: the awaiting tab has no clearance yet. */
const columnsOf = (q: ClearanceExportQuery): readonly ClearanceExportColumn[] => {
  const all =
    q.tab === 'issued'
      ? CLEARANCE_EXPORT_COLUMNS
      : CLEARANCE_EXPORT_COLUMNS.filter((c) => !c.startsWith('clearance.'));
  const asked = q.columns.filter((c) => all.includes(c));
  return asked.length > 0 ? asked : all;
};

function cellOf(row: ClearanceRow, column: ClearanceExportColumn): unknown {
  const c = row.clearance;
  switch (column) {
    case 'clearance.number':
      return c?.number;
    case 'clearance.issuedAt':
      return c?.issuedAt;
    case 'clearance.issuedBy':
      return c?.issuedBy?.fullName;
    case 'clearance.voided':
      return c ? CLEARANCE_STATUS_LABELS_AR[c.voided ? 'voided' : 'standing'] : null;
    case 'contractNumber':
      // Contracts and authorizations share numbers: the cell names the kind ('وكالة رقم 4').
      return dealName(row.dealKind, row.contractNumber);
    case 'buyer.fullName':
      return row.buyer.fullName;
    case 'buyer.phone':
      return row.buyer.phone;
    case 'car.name':
      return row.car.name;
    case 'car.plateNumber':
      return row.car.plateNumber;
    case 'car.chassisNumber':
      return row.car.chassisNumber;
    case 'totalPaid':
      return `${row.totalPaid} ${row.currency}`;
    default:
      return row[column];
  }
}

/**
 * A tab's whole filtered list as CSV that Excel opens with Arabic intact (BOM, Arabic titles, CRLF), read
 * and written a batch at a time as the cars export (apps/api/src/features/cars/export.ts).
 */
export function clearanceCsvStream(
  db: Db,
  companyId: number,
  q: ClearanceExportQuery,
  options: ExportReadOptions = {},
): Readable {
  const columns = columnsOf(q);
  const { columns: _, ...filters } = q;
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => CLEARANCE_COLUMN_TITLES_AR[c]));
    for await (const rows of exportRows(db, (on) => clearanceList(on, companyId, filters), options)) {
      yield rows.map((row) => csvLine(columns.map((c) => cellOf(toClearanceRow(row), c)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
