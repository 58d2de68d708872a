import dayjs from 'dayjs';
import { useState } from 'react';
import { useDataTableSource } from './data-source';
import { DT_MESSAGES } from './messages';
import type { FileDownloader, ListQuery } from './types';
import { Button } from './ui';

/**
 * Saves a blob as a file through a temporary link (the browser's download).
 *
 * @example
 * saveBlob(new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }), 'cars.csv');
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The query of the export call: the current filters, sort and keyword (no page/size) plus the visible
 * column keys as `columns=key1,key2`.
 *
 * @example
 * exportRequestQuery({ status: 'Pending', sortBy: 'model' }, ['id', 'name']);
 * // { status: 'Pending', sortBy: 'model', columns: 'id,name' }
 */
export function exportRequestQuery(query: ListQuery, columnKeys: readonly string[]): ListQuery {
  const { page: _page, size: _size, ...rest } = query;
  return { ...rest, columns: columnKeys.join(',') };
}

/** Props of {@link ExportButton}. */
export interface ExportButtonProps {
  endpoint: string;
  /** The list query (page and size are dropped). */
  query: ListQuery;
  columnKeys: readonly string[];
  /** Custom export; default: download `${endpoint}/export` through the data source and save it. */
  onExport?: (query: ListQuery) => Promise<void> | void;
  download?: FileDownloader;
  /** File name; default `${last endpoint segment}-${yyyy-MM-dd}.csv`. */
  fileName?: string;
  onError?: (message: string, error: unknown) => void;
}

/**
 * 'تصدير CSV': exports the whole filtered list (every page). The server streams it with a UTF-8 BOM so
 * Excel opens the Arabic intact.
 *
 * @example
 * <ExportButton endpoint="car" query={table.exportQuery} columnKeys={['id', 'name']} />
 */
export function ExportButton({
  endpoint,
  query,
  columnKeys,
  onExport,
  download,
  fileName,
  onError,
}: ExportButtonProps) {
  const source = useDataTableSource();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const request = exportRequestQuery(query, columnKeys);
    setBusy(true);
    try {
      if (onExport) {
        await onExport(request);
      } else {
        const get = download ?? source?.download;
        if (!get) throw new Error(DT_MESSAGES.noDataSource);
        const path = `${endpoint.replace(/\/+$/, '')}/export`;
        const blob = await get(path, request);
        const base = endpoint.split('/').filter(Boolean).pop() ?? 'export';
        saveBlob(blob, fileName ?? `${base}-${dayjs().format('YYYY-MM-DD')}.csv`);
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : DT_MESSAGES.exportFailed;
      onError?.(message, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" loading={busy} onClick={run}>
      {busy ? DT_MESSAGES.exporting : DT_MESSAGES.exportCsv}
    </Button>
  );
}
