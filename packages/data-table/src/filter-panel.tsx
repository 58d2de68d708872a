import { useId } from 'react';
import { DateField } from './date-field';
import { DateRangeField } from './date-range-field';
import { DT_MESSAGES } from './messages';
import type { ColumnDef, DateRange, Filters, FilterValue } from './types';
import { Button, TextInput } from './ui';

/** Props of {@link FilterField}. */
export interface FilterFieldProps {
  column: ColumnDef<never>;
  value: FilterValue;
  onChange(value: FilterValue): void;
}

const asText = (value: FilterValue) => (typeof value === 'string' ? value : '');

/**
 * The editor of one filter, chosen by the column's filterType: text, select (with 'الكل'), radio group
 * (with 'الكل'), {@link DateField} or {@link DateRangeField}.
 *
 * @example
 * <FilterField column={statusColumn} value={filters.status} onChange={(v) => table.setFilter('status', v)} />
 */
export function FilterField({ column, value, onChange }: FilterFieldProps) {
  const id = useId();
  const title = column.filterTitle ?? column.title;
  switch (column.filterType) {
    case 'text':
      return (
        <TextInput
          label={title}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          onClear={() => onChange('')}
        />
      );
    case 'select':
      return (
        <div className="cc-dt-field">
          <label htmlFor={id}>{title}</label>
          <select id={id} value={asText(value)} onChange={(e) => onChange(e.target.value)}>
            <option value="">{DT_MESSAGES.all}</option>
            {column.filterOptions?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'radio':
      return (
        <fieldset className="cc-dt-field cc-dt-radio">
          <legend>{title}</legend>
          {[{ label: DT_MESSAGES.all, value: '' }, ...(column.filterOptions ?? [])].map((o) => (
            <label key={o.value} className="cc-dt-radio__option">
              <input
                type="radio"
                name={id}
                value={o.value}
                checked={asText(value) === o.value}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      );
    case 'date':
      return <DateField label={title} value={asText(value)} onChange={onChange} />;
    case 'startEndDate':
      return (
        <DateRangeField
          label={title}
          value={typeof value === 'object' ? (value as DateRange | null) : value ? { from: value } : null}
          onChange={onChange}
        />
      );
    default:
      return null;
  }
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  id?: string;
  columns: readonly ColumnDef<never>[];
  filters: Filters;
  onChange(key: string, value: FilterValue): void;
  onReset?: () => void;
}

/**
 * The filter panel: one {@link FilterField} per column with a filterType, and a reset button.
 *
 * @example
 * <FilterPanel columns={columns} filters={table.filters} onChange={table.setFilter} onReset={table.resetFilters} />
 */
export function FilterPanel({ id, columns, filters, onChange, onReset }: FilterPanelProps) {
  const filterable = columns.filter((c) => c.filterType);
  return (
    <section id={id} className="cc-dt-filters" aria-label={DT_MESSAGES.filterPanel}>
      <div className="cc-dt-filters__fields">
        {filterable.map((column) => (
          <div key={column.key} className="cc-dt-filters__item" data-type={column.filterType}>
            <FilterField
              column={column}
              value={filters[column.key]}
              onChange={(v) => onChange(column.key, v)}
            />
          </div>
        ))}
      </div>
      {onReset && (
        <Button type="button" variant="ghost" size="sm" onClick={onReset}>
          {DT_MESSAGES.resetFilters}
        </Button>
      )}
    </section>
  );
}
