import { useId } from 'react';
import { MenuTrigger, useMenu } from './menu';
import { DT_MESSAGES } from './messages';
import type { ColumnDef } from './types';

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  /** The columns the user may show or hide (filter-only columns left out). */
  columns: readonly Pick<ColumnDef<never>, 'key' | 'title'>[];
  hidden: ReadonlySet<string>;
  onToggle(key: string): void;
  size?: 'sm' | 'md';
}

/**
 * The 'الأعمدة' menu: one checkbox per column; at least one column stays shown (a table with none has
 * nothing to show or sort). Closes on Escape or a press outside.
 *
 * @example
 * <ColumnChooser columns={columns} hidden={table.hiddenColumns} onToggle={table.toggleColumn} />
 */
export function ColumnChooser({ columns, hidden, onToggle, size = 'md' }: ColumnChooserProps) {
  const id = useId();
  const menu = useMenu();
  const shownCount = columns.filter((c) => !hidden.has(c.key)).length;
  return (
    <div className="cc-dt-views cc-dt-no-print" ref={menu.container}>
      <MenuTrigger menu={menu} controls={`${id}-columns`} size={size}>
        {DT_MESSAGES.columns}
      </MenuTrigger>
      <fieldset id={`${id}-columns`} className="cc-dt-columns" hidden={!menu.open}>
        <legend className="cc-visually-hidden">{DT_MESSAGES.columns}</legend>
        {columns.map((column) => (
          <label key={column.key} className="cc-dt-columns__item">
            <input
              type="checkbox"
              checked={!hidden.has(column.key)}
              disabled={!hidden.has(column.key) && shownCount === 1}
              onChange={() => onToggle(column.key)}
            />
            {column.title}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
