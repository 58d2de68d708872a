import { BUSINESS_MESSAGES as B } from '@cc/business';
import type { DealCurrency } from '@cc/contracts';
import { deferredTotal, formatMoney, scheduleLineName } from '@cc/domain';
import { TableHead } from '@cc/ui-rtl';
import { NEW_DEAL_MESSAGES as M } from './messages/new-deal';
import type { SchedulePreview } from './plan-preview';

/** Props of {@link SchedulePreviewTable}. */
export interface SchedulePreviewTableProps {
  preview: SchedulePreview;
  currency: DealCurrency;
  /** The table's accessible name (default 'معاينة جدول الأقساط'). */
  caption?: string;
  /** Shown while the values are incomplete (default: the new-deal form's hint). */
  emptyText?: string;
}

/**
 * The live schedule of the new-deal form (and of the reschedule dialog): the down payment's deferred portions
 * (باقي المقدمة) and their sum, each instalment's due date and amount, and the total (exactly the financed amount). Errors show under their fields, not here.
 *
 * @example
 * <SchedulePreviewTable preview={previewSchedule(values, step)} currency={values.currency} />
 */
export function SchedulePreviewTable({
  preview,
  currency,
  caption = M.preview,
  emptyText = M.previewEmpty,
}: SchedulePreviewTableProps) {
  if (preview.state !== 'ok') {
    return (
      <p className="cc-deals-muted" role="status">
        {emptyText}
      </p>
    );
  }
  const money = (minor: number) => (
    <bdi dir="ltr" className="cc-business-num">
      {formatMoney(minor, currency)}
    </bdi>
  );
  return (
    <table className="cc-business-table" aria-label={caption}>
      <TableHead columns={[B.sequence, B.dueDate, B.amount]} />
      <tbody>
        {(preview.deferred ?? []).map((i) => (
          <tr key={i.sequence} data-deferred="">
            <td>{scheduleLineName(i.sequence)}</td>
            <td>
              <bdi dir="ltr" className="cc-business-num">
                {i.dueDate}
              </bdi>
            </td>
            <td>{money(i.amount)}</td>
          </tr>
        ))}
        {preview.installments.map((i) => (
          <tr key={i.sequence}>
            <td>
              <bdi className="cc-business-num">{i.sequence}</bdi>
            </td>
            <td>
              <bdi dir="ltr" className="cc-business-num">
                {i.dueDate}
              </bdi>
            </td>
            <td>{money(i.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {preview.deferred && preview.deferred.length > 0 ? (
          <tr>
            <th scope="row" colSpan={2}>
              {M.previewDeferredTotal}
            </th>
            <td>{money(deferredTotal(preview.deferred))}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" colSpan={2}>
            {M.previewTotal}
          </th>
          <td>{money(preview.financed)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
