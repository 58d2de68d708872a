import {
  endpoints,
  type HistoryChange,
  type HistoryEntity,
  type HistoryEntry,
  type HistoryValue,
} from '@cc/contracts';
import { type ColumnDef, Pager, useDataTable } from '@cc/data-table';
import { EmptyState, IconArrowEnd, LoadStatus } from '@cc/ui-rtl';
import { useMemo } from 'react';
import { BUSINESS_MESSAGES } from './messages';
import { DateText } from './money';

const M = BUSINESS_MESSAGES.history;

/** The history is shown as entries, not a table: the list's core needs no columns. */
const NO_COLUMNS: readonly ColumnDef<HistoryEntry>[] = [];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value: a date as the product shows dates, anything else isolated; none as '—'. */
function Value({ value }: { value: HistoryValue }) {
  if (value === null) return <span className="cc-business-muted">{M.none}</span>;
  if (typeof value === 'string' && (ISO_DAY.test(value) || ISO_MOMENT.test(value)))
    return <DateText value={value} time={ISO_MOMENT.test(value)} />;
  return <bdi className="cc-history__value">{value}</bdi>;
}

/**
 * «الحقل: القديم ← الجديد», the arrow pointing the reading way (mirrored in RTL) and read aloud as
 * 'أصبح'; a field that had no value shows only the one it got.
 */
function Change({ change }: { change: HistoryChange }) {
  return (
    <li>
      <span className="cc-history__field">{change.label}:</span>{' '}
      {change.before !== null ? (
        <>
          <Value value={change.before} />
          <IconArrowEnd size={14} className="cc-history__arrow" />
          <span className="cc-visually-hidden"> {M.became} </span>
        </>
      ) : null}
      <Value value={change.after} />
    </li>
  );
}

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="cc-history__entry">
      <div className="cc-history__head">
        <strong>{entry.actionLabel}</strong>
        <span className="cc-history__meta">
          <span className="cc-visually-hidden">{M.by} </span>
          {entry.actor?.name ?? M.system}
          <span aria-hidden="true"> · </span>
          <time dateTime={entry.at}>
            <DateText value={entry.at} time />
          </time>
        </span>
      </div>
      {entry.changes.length > 0 ? (
        <ul className="cc-history__changes">
          {entry.changes.map((change) => (
            <Change key={change.field} change={change} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Props of {@link RecordHistory}. */
export interface RecordHistoryProps {
  /** The kind of record. */
  entity: HistoryEntity;
  /** The record's id. */
  id: number;
  /** Entries per page (10). */
  pageSize?: number;
}

/**
 * A record's history (GET /history, docs/domain/history.md), newest first and paged by the shared list
 * core (`useDataTable` and its pager): each entry's action, who acted (or 'النظام') and when, and the
 * fields it changed as «الحقل: القديم ← الجديد». Shown only to who may read it (AUDIT_READ and the
 * record's own read permission, HISTORY_RECORD_PERMISSIONS): the page decides. Refreshed after any
 * write (every write is audited).
 *
 * @example
 * {canReadHistory ? <RecordSection title={BUSINESS_MESSAGES.history.title}><RecordHistory entity="car" id={car.id} /></RecordSection> : null}
 */
export function RecordHistory({ entity, id, pageSize }: RecordHistoryProps) {
  const params = useMemo(() => ({ entity, id }), [entity, id]);
  const table = useDataTable<HistoryEntry>({
    endpoint: endpoints.history.list,
    columns: NO_COLUMNS,
    params,
    ...(pageSize ? { pageSize } : {}),
  });
  const { rows, pagination, error, loading } = table;
  if (error) return <LoadStatus error={error} />;
  if (!pagination) return <LoadStatus />;
  if (rows.length === 0) return <EmptyState>{M.empty}</EmptyState>;
  return (
    <div className="cc-history" aria-busy={loading || undefined}>
      <ol className="cc-history__entries" aria-label={M.caption}>
        {rows.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
      {pagination.lastPage > 0 ? (
        <Pager
          page={table.page}
          lastPage={pagination.lastPage}
          onPage={table.setPage}
          onNext={table.nextPage}
          onPrevious={table.previousPage}
          estimate={pagination.totalIsEstimate === true}
          disabled={loading}
        />
      ) : null}
    </div>
  );
}
