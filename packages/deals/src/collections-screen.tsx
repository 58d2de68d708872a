import { useCan } from '@cc/auth';
import { type CollectionRow, dealName, endpoints } from '@cc/contracts';
import { DataTable, type MenuActions } from '@cc/data-table';
import { formatAmount, internationalIraqiPhone } from '@cc/domain';
import { useResource, useResourceMutation } from '@cc/resources';
import { A4Page, IconEye, PageHeader, toast } from '@cc/ui-rtl';
import { useState } from 'react';
import { Link } from 'react-router';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { COLLECTION_COLUMNS } from './collections-columns';
import { COLLECTIONS_MESSAGES as M, reminderText } from './collections-messages';
import { ContactDialog, type ContactTarget } from './contact-dialog';
import { dealPaths } from './paths';

/** Props of {@link CollectionsScreen}. */
export interface CollectionsScreenProps {
  /** Delay of search requests (500 ms, docs/domain/lists-and-search.md). */
  debounceMs?: number;
}

const dealLink = (row: CollectionRow) =>
  dealPaths.view(row.dealKind === 'CONTRACT' ? 'contracts' : 'authorizations', row.dealId);

const printDate = (day: string | null) => (day ? day.replaceAll('-', '/') : null);

/**
 * The reminder links of a row: WhatsApp (`https://wa.me/<number>?text=…`, the number in international
 * form) and SMS (`sms:`), to the buyer or the guarantor; null without a mobile number.
 */
export function reminderLinks(
  row: CollectionRow,
  to: 'buyer' | 'guarantor',
  company: { name: string; phone: string | null },
) {
  const person = to === 'buyer' ? row.buyer : row.guarantor;
  const number = internationalIraqiPhone(person?.phone);
  if (!person || !number) return null;
  const text = reminderText({
    name: person.fullName,
    amount: `${formatAmount(row.overdueAmount, row.currency)}`,
    since: printDate(row.oldestDueDate),
    deal: dealName(row.dealKind, row.contractNumber),
    company: company.name,
    companyPhone: company.phone,
    guarantor: to === 'guarantor',
  });
  return {
    text,
    whatsapp: `https://wa.me/${number}?text=${encodeURIComponent(text)}`,
    sms: `sms:+${number}?body=${encodeURIComponent(text)}`,
  };
}

/**
 * /collections (COLLECTIONS_READ, checked by the route): the deals with money overdue or a promise due
 * today, most urgent first (a broken promise, a promise due today, the days overdue), searchable and
 * filtered by band, currency and the caller's deals. A row opens its deal, its contact panel
 * (COLLECTIONS_WORK) and ready reminders by WhatsApp or SMS to the buyer or the guarantor; opening one
 * logs a «رسالة» contact.
 *
 * @example
 * <CollectionsScreen />
 */
export function CollectionsScreen({ debounceMs }: CollectionsScreenProps) {
  const canWork = useCan('COLLECTIONS_WORK');
  const canAssign = useCan('COLLECTIONS_ASSIGN');
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const company = useResource(endpoints.company.get, undefined);
  const log = useResourceMutation(endpoints.collections.addContact);
  const [target, setTarget] = useState<ContactTarget | null>(null);
  const companyInfo = { name: company.data?.data.name ?? '', phone: company.data?.data.phone ?? null };

  const remind = (row: CollectionRow, to: 'buyer' | 'guarantor', channel: 'whatsapp' | 'sms') => {
    const links = reminderLinks(row, to, companyInfo);
    if (!links) return;
    window.open(links[channel], '_blank', 'noopener');
    if (canWork)
      log
        .mutateAsync({
          params: { id: row.dealId },
          body: { kind: 'MESSAGE', outcome: 'REACHED', note: links.text },
        })
        .catch(() => toast.error(M.logFailed));
  };

  const actions = (row: CollectionRow): MenuActions => [
    { label: M.view[row.dealKind], to: dealLink(row), icon: <IconEye size={18} />, primary: true },
    canWork && {
      label: M.logContact,
      onSelect: () =>
        setTarget({
          dealId: row.dealId,
          dealKind: row.dealKind,
          contractNumber: row.contractNumber,
          currency: row.currency,
          buyerName: row.buyer.fullName,
        }),
    },
    canAssign && {
      label: M.assign,
      onSelect: () =>
        setAssigning({
          dealId: row.dealId,
          dealKind: row.dealKind,
          contractNumber: row.contractNumber,
          collectorId: row.collector?.id ?? null,
        }),
    },
    internationalIraqiPhone(row.buyer.phone) !== null && {
      label: M.remindBuyer,
      onSelect: () => remind(row, 'buyer', 'whatsapp'),
    },
    internationalIraqiPhone(row.buyer.phone) !== null && {
      label: M.remindBuyerSms,
      onSelect: () => remind(row, 'buyer', 'sms'),
    },
    internationalIraqiPhone(row.guarantor?.phone) !== null && {
      label: M.remindGuarantor,
      onSelect: () => remind(row, 'guarantor', 'whatsapp'),
    },
  ];

  return (
    <A4Page className="cc-deals-page">
      <PageHeader title={M.title} />
      <DataTable<CollectionRow>
        endpoint={endpoints.collections.list}
        caption={M.caption}
        columns={COLLECTION_COLUMNS}
        onError={(message) => toast.error(message)}
        link={Link}
        rowLabel={(row) => `${dealName(row.dealKind, row.contractNumber)} — ${row.buyer.fullName}`}
        rowActions={actions}
        {...(debounceMs !== undefined ? { debounceMs } : {})}
      />
      <ContactDialog target={target} onClose={() => setTarget(null)} />
      <AssignDialog target={assigning} onClose={() => setAssigning(null)} />
    </A4Page>
  );
}
