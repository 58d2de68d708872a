import { errorMessage } from '@cc/api-client';
import { useApiClient } from '@cc/resources';
import { toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { DT_MESSAGES } from './messages';
import { formatIsoDate } from './query';
import type { ExportEndpoint, ListQuery } from './types';
import { Button } from './ui';

/** Saves a blob as a file through a temporary link (the browser's download). */
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
  /** The declared file endpoint, e.g. `endpoints.cars.export`. */
  endpoint: ExportEndpoint;
  /** The list query (page and size are dropped). */
  query: ListQuery;
  columnKeys: readonly string[];
  /** File name; default `${endpoint's tag}-${yyyy-MM-dd}.csv` (e.g. cars-2026-01-31.csv). */
  fileName?: string;
}

/**
 * 'تصدير CSV': downloads the whole filtered list (every page) from the export endpoint with the
 * session's client and saves it; a failure is toasted with the server's Arabic message. The server
 * streams it with a UTF-8 BOM so Excel opens the Arabic intact.
 *
 * @example
 * <ExportButton endpoint={endpoints.cars.export} query={table.exportQuery} columnKeys={['id', 'name']} />
 */
export function ExportButton({ endpoint, query, columnKeys, fileName }: ExportButtonProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await client.download(endpoint, { query: exportRequestQuery(query, columnKeys) });
      saveBlob(blob, fileName ?? `${endpoint.resource}-${formatIsoDate(new Date())}.csv`);
    } catch (error) {
      toast.error(errorMessage(error) || DT_MESSAGES.exportFailed);
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
