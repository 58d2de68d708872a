import { useCallback, useId, useRef, useState } from 'react';
import { DT_MESSAGES } from './messages';
import type { ColumnDef } from './types';
import { Button } from './ui';
import { useDismiss } from './use-dismiss';

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
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const shownCount = columns.filter((c) => !hidden.has(c.key)).length;
  return (
    <div className="cc-dt-views cc-dt-no-print" ref={container}>
      <Button
        ref={trigger}
        type="button"
        variant="secondary"
        size={size}
        aria-expanded={open}
        aria-controls={`${id}-columns`}
        onClick={() => setOpen((o) => !o)}
      >
        {DT_MESSAGES.columns}
      </Button>
      <fieldset id={`${id}-columns`} className="cc-dt-columns" hidden={!open}>
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
