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
import { allPages, type CarFilters } from './repository';

/** Rows per query of an export: each page is one short query, written out before the next is read. */
export const EXPORT_PAGE_SIZE = 1000;

/** A cell as the list shows it: Arabic labels for the coded columns. */
function cellOf(car: Car, column: CarExportColumn): unknown {
  switch (column) {
    case 'status':
      return CAR_STATUS_LABELS_AR[car.status];
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

/**
 * The whole filtered list as CSV that Excel opens with Arabic intact (BOM, Arabic titles, CRLF), one
 * chunk per page of {@link EXPORT_PAGE_SIZE} rows, with no row cap. The stream pulls the next page only
 * when the client has taken the previous one (back-pressure), and no transaction spans pages.
 */
export function carsCsvStream(
  db: Db,
  companyId: number,
  filters: CarFilters,
  columns: readonly CarExportColumn[],
  pageSize = EXPORT_PAGE_SIZE,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(columns.map((c) => CAR_COLUMN_TITLES_AR[c]));
    for await (const page of allPages(db, companyId, filters, pageSize)) {
      yield page.map((car) => csvLine(columns.map((c) => cellOf(car, c)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
