import { saveBlob } from '@cc/data-table';
import { Button, ButtonLink } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { COLLECTIONS_MESSAGES as M } from './collections-messages';

/**
 * A report's «تصدير CSV» (the CSV made in the browser from what the screen shows) and «طباعة» (the
 * browser's print of the page, or a print page when `printTo` is given). Disabled while there is nothing.
 *
 * @example
 * <ReportActions csv={report && { text: reportCsv(report), fileName: 'aging.csv' }} />
 */
export function ReportActions({
  csv,
  printTo,
}: {
  /** The file to save; null or undefined: nothing to save yet. */
  csv: { text: string; fileName: string } | null | undefined;
  printTo?: string | undefined;
}) {
  return (
    <div className="cc-aging__actions">
      <Button
        type="button"
        variant="secondary"
        disabled={!csv}
        onClick={() =>
          csv && saveBlob(new Blob([csv.text], { type: 'text/csv;charset=utf-8' }), csv.fileName)
        }
      >
        {M.aging.exportCsv}
      </Button>
      {printTo ? (
        <ButtonLink link={Link} to={printTo} variant="secondary">
          {M.aging.print}
        </ButtonLink>
      ) : (
        <Button type="button" variant="secondary" disabled={!csv} onClick={() => window.print()}>
          {M.aging.print}
        </Button>
      )}
    </div>
  );
}
