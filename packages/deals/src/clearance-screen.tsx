import { isCompanyAccount, useCan, useSession } from '@cc/auth';
import { type ClearanceRow, type ClearanceTab, endpoints } from '@cc/contracts';
import { DataTable, type MenuActions } from '@cc/data-table';
import { A4Page, IconEye, IconPrinter, IconTrash, PageHeader, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { AWAITING_COLUMNS, ISSUED_COLUMNS } from './clearance-columns';
import type { ClearanceTarget } from './clearance-dialogs';
import { CLEARANCE_MESSAGES as M } from './clearance-messages';
import { IssueClearanceDialog, VoidClearanceDialog } from './lazy-dialogs';
import { clearancePrintPath, dealPaths } from './paths';

/** Props of {@link ClearanceScreen}. */
export interface ClearanceScreenProps {
  /** The tab shown first ('awaiting'). */
  initialTab?: ClearanceTab;
  /** Delay of search requests (500 ms, docs/domain/lists-and-search.md). */
  debounceMs?: number;
}

/**
 * A row's identity in its menu's name: 'براءة الذمة 2' once issued, else 'العقد 1009' / 'الوكالة 7'
 * (kept here, not in the messages the app shell loads).
 */
const rowLabel = (row: ClearanceRow) =>
  row.clearance
    ? `${M.section} ${row.clearance.number}`
    : `${row.dealKind === 'CONTRACT' ? 'العقد' : 'الوكالة'} ${row.contractNumber}`;

const dealLink = (row: ClearanceRow) =>
  dealPaths.view(row.dealKind === 'CONTRACT' ? 'contracts' : 'authorizations', row.dealId);

/**
 * A clearance row's actions: 'عرض العقد' / 'عرض الوكالة' stays visible; in the row's menu, 'طباعة البراءة' once issued,
 * 'إصدار براءة الذمة' while awaiting (with `onIssue`) and 'إلغاء البراءة' for a standing one (with
 * `onVoid`).
 */
function clearanceActions(
  row: ClearanceRow,
  onIssue: ((row: ClearanceRow) => void) | undefined,
  onVoid: ((row: ClearanceRow) => void) | undefined,
): MenuActions {
  const c = row.clearance;
  return [
    { label: M.view[row.dealKind], to: dealLink(row), icon: <IconEye size={18} />, primary: true },
    c && { label: M.print, to: clearancePrintPath(c.id), icon: <IconPrinter size={16} /> },
    !c && onIssue && { label: M.issue, onSelect: () => onIssue(row) },
    c &&
      !c.voided &&
      onVoid && { label: M.void, onSelect: () => onVoid(row), icon: <IconTrash size={16} />, tone: 'danger' },
  ];
}

/**
 * /clearance (GET_PAYMENT_PLAN, checked by the route): two tabs on the generic table, each searchable
 * and exportable as CSV: fully paid deals awaiting a clearance ('إصدار براءة الذمة' with
 * UPDATE_PAYMENT_PLAN, after a confirmation) and the clearances issued (print; 'إلغاء البراءة' with a
 * reason for the company account). Issuing switches to the issued tab.
 *
 * @example
 * <ClearanceScreen />
 */
export function ClearanceScreen({ initialTab = 'awaiting', debounceMs }: ClearanceScreenProps) {
  const canIssue = useCan('UPDATE_PAYMENT_PLAN');
  const canVoid = useSession((s) => isCompanyAccount(s));
  const [tab, setTab] = useState<ClearanceTab>(initialTab);
  const [issuing, setIssuing] = useState<ClearanceTarget | null>(null);
  const [voiding, setVoiding] = useState<{
    id: number;
    number: number;
    dealKind: ClearanceRow['dealKind'];
  } | null>(null);
  const tabs: ClearanceTab[] = ['awaiting', 'issued'];
  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.title} />
      <div role="tablist" aria-label={M.tabsLabel} className="cc-deals-tabs">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`clearance-tab-${t}`}
            aria-selected={tab === t}
            aria-controls="clearance-panel"
            className="cc-deals-tab"
            onClick={() => setTab(t)}
          >
            {M.tabs[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="clearance-panel" aria-labelledby={`clearance-tab-${tab}`}>
        <DataTable<ClearanceRow>
          key={tab}
          endpoint={endpoints.clearance.list}
          exportEndpoint={endpoints.clearance.export}
          params={{ tab }}
          caption={M.tabs[tab]}
          columns={tab === 'awaiting' ? AWAITING_COLUMNS : ISSUED_COLUMNS}
          onError={(message) => toast.error(message)}
          link={Link}
          rowLabel={rowLabel}
          rowActions={(row) =>
            clearanceActions(
              row,
              canIssue
                ? (r) =>
                    setIssuing({
                      dealId: r.dealId,
                      dealKind: r.dealKind,
                      contractNumber: r.contractNumber,
                      buyerName: r.buyer.fullName,
                    })
                : undefined,
              canVoid
                ? (r) => r.clearance && setVoiding({ ...r.clearance, dealKind: r.dealKind })
                : undefined,
            )
          }
          {...(debounceMs !== undefined ? { debounceMs } : {})}
        />
      </div>
      <IssueClearanceDialog
        target={issuing}
        onClose={() => setIssuing(null)}
        onIssued={() => setTab('issued')}
      />
      <VoidClearanceDialog clearance={voiding} onClose={() => setVoiding(null)} />
    </A4Page>
  );
}
