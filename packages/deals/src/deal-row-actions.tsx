import type { Deal } from '@cc/contracts';
import type { MenuActions } from '@cc/data-table';
import { IconEye, IconPrinter, IconTrash } from '@cc/ui-rtl';
import { dealCancelRefusal } from './cancel-deal-dialog';
import type { DealsKind } from './kind';
import { DEALS_MESSAGES as M } from './messages';
import { dealPaths } from './paths';

/**
 * The actions of a deal row: 'عرض' (/contracts/{id}) stays visible; 'طباعة' (/print/{id}/true|false)
 * and, for an active deal when the user holds DELETE_CONTRACT, 'إلغاء' are in the row's menu ('إلغاء'
 * disabled with the server's reason while payments stand on the deal).
 *
 * @example
 * <DataTable<Deal> … link={Link} rowLabel={(deal) => dealRowLabel('contracts', deal)}
 *   rowActions={(deal) => dealRowActions('contracts', deal, canCancel, setTarget)} />
 */
export function dealRowActions(
  kind: DealsKind,
  deal: Deal,
  canCancel: boolean,
  onCancel: (deal: Deal) => void,
): MenuActions {
  return [
    { label: M.view, to: dealPaths.view(kind, deal.id), icon: <IconEye size={18} />, primary: true },
    { label: M.print, to: dealPaths.print(kind, deal.id), icon: <IconPrinter size={16} /> },
    canCancel &&
      deal.status === 'ACTIVE' && {
        label: M.cancelDeal,
        onSelect: () => onCancel(deal),
        icon: <IconTrash size={16} />,
        tone: 'danger',
        disabledReason: dealCancelRefusal(deal),
      },
  ];
}

/** A deal row's identity in its menu's name: 'العقد 1001', 'الوكالة 7'. */
export function dealRowLabel(kind: DealsKind, deal: Deal): string {
  return `${M.viewTitle[kind]} ${deal.contractNumber}`;
}
