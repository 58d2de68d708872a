import type { Deal } from '@cc/contracts';
import { Button, IconEye, IconPrinter, IconTrash } from '@cc/ui-rtl';
import { Link } from 'react-router';
import type { DealsKind } from './kind';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';

/** Props of {@link DealRowActions}. */
export interface DealRowActionsProps {
  kind: DealsKind;
  deal: Deal;
  /** Whether the user holds DELETE_CONTRACT: only then an active deal offers 'إلغاء'. */
  canCancel: boolean;
  onCancel: (deal: Deal) => void;
}

/**
 * The 'الإجراءات' cell of a deal row: view (/contracts/{id}), print (/print/{id}/true|false) and, for an
 * active deal with DELETE_CONTRACT, cancel.
 *
 * @example
 * <DealRowActions kind="contracts" deal={deal} canCancel onCancel={setTarget} />
 */
export function DealRowActions({ kind, deal, canCancel, onCancel }: DealRowActionsProps) {
  return (
    <div className="cc-deals-actions">
      <Link to={dealPaths.view(kind, deal.id)} className="cc-row-action" aria-label={M.view} title={M.view}>
        <IconEye size={18} />
      </Link>
      <Link
        to={dealPaths.print(kind, deal.id)}
        className="cc-deals-icon-button"
        aria-label={M.print}
        title={M.print}
      >
        <IconPrinter size={18} />
      </Link>
      {canCancel && deal.status === 'ACTIVE' ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="cc-row-action"
          data-tone="danger"
          aria-label={M.cancelDeal}
          title={M.cancelDeal}
          onClick={() => onCancel(deal)}
        >
          <IconTrash size={18} />
        </Button>
      ) : null}
    </div>
  );
}
