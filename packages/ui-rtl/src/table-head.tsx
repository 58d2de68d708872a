/** Props of {@link TableHead}. */
export interface TableHeadProps {
  /** The column headers in order; `false`, `null` or `undefined` leaves a column out (one shown by choice). */
  columns: readonly (string | false | null | undefined)[];
}

/**
 * The header row of a plain table (`<thead>` with one `<th scope="col">` per column), for the small
 * read-only tables of the screens and prints; the data table builds its own (sorting, chooser).
 *
 * @example
 * <TableHead columns={[M.sequence, M.dueDate, showPaid && M.paid]} />
 */
export function TableHead({ columns }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((title) =>
          title ? (
            <th key={title} scope="col">
              {title}
            </th>
          ) : null,
        )}
      </tr>
    </thead>
  );
}
