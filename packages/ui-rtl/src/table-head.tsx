import type { ReactNode } from 'react';

/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The columns' titles in order; a falsy entry (a column not shown) is left out. */
  titles: readonly (ReactNode | false | null | undefined)[];
}

/**
 * A plain table's header row: one `<th scope="col">` a title, so a screen reader names each cell by its
 * column.
 *
 * @example
 * <table><TableHead titles={['رقم القسط', 'تاريخ الاستحقاق', showDeal && 'العقد']} /><tbody>…</tbody></table>
 */
export function TableHead({ titles }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {titles.map((title, i) =>
          title === false || title === null || title === undefined ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed; their place is their key
            <th key={i} scope="col">
              {title}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
