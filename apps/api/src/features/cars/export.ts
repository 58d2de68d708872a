import { Readable } from 'node:stream';
import {
  CAR_COLUMN_TITLES_AR,
  CAR_ORIGIN_LABELS_AR,
  CAR_STATUS_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  type Car,
  type CarExportColumn,
  ENGINE_TYPE_LABELS_AR,
} from '@cc/contracts';
import { CSV_BOM, csvLine } from '@cc/domain';
import type { Db } from '../../db/client';
import { type ExportReadOptions, exportRows } from '../../lib/export-rows';
import { type CarExportRow, type CarFilters, carExportList } from './repository';

/**
 * A cell as the list shows it: Arabic labels for the coded columns. Read from the select's row as it is
 * (csvCell writes a date as `toCar` does, in ISO): an export writes 100,000 rows.
 */
function cellOf(car: Car | CarExportRow, column: CarExportColumn): unknown {
  switch (column) {
    case 'status':
      return car.status ? CAR_STATUS_LABELS_AR[car.status] : null;
    case 'type':
      return car.type ? CAR_TYPE_LABELS_AR[car.type] : null;
    case 'engineType':
      return car.engineType ? ENGINE_TYPE_LABELS_AR[car.engineType] : null;
    case 'origin':
      return car.origin ? CAR_ORIGIN_LABELS_AR[car.origin] : null;
    default:
      return car[column];
  }
}

/** A car's line of the CSV: its cells in `columns`' order. */
export const carLine = (car: Car | CarExportRow, columns: readonly CarExportColumn[]): string =>
  csvLine(columns.map((c) => cellOf(car, c)));

/**
 * The whole filtered list as CSV that Excel opens with Arabic intact (BOM, Arabic titles, CRLF), with no
 * row cap: the list's own query (its filters, its sort, the company) read by lib/export-rows.ts, one
 * chunk per batch, the next batch read only when the client has taken the previous one.
 */
export function carsCsvStream(
  db: Db,
  companyId: number,
  filters: CarFilters,
  columns: readonly CarExportColumn[],
  options: ExportReadOptions = {},
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => CAR_COLUMN_TITLES_AR[c]));
    for await (const rows of exportRows(
      db,
      (on) => carExportList(on, companyId, filters, columns),
      options,
    )) {
      yield rows.map((row) => carLine(row, columns)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
