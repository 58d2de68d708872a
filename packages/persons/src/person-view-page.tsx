import { hasPermission, useCan, useSession } from '@cc/auth';
import { BUSINESS_MESSAGES, RecordHistory, RecordViewPage } from '@cc/business';
import { HISTORY_RECORD_PERMISSIONS, type Person } from '@cc/contracts';
import { ButtonLink, type DetailItem, RecordSection } from '@cc/ui-rtl';
import { Link } from 'react-router';
import { PERSONS_MESSAGES as M } from './messages';
import { personPaths } from './paths';
import { PersonDeals } from './person-deals';
import { PersonDocumentsSection } from './person-documents';
import { PersonPayments } from './person-payments';
import { PERSON_RECORD } from './person-record';

const F = M.fields;
const ltr = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);

function detailsOf(person: Person): DetailItem[] {
  return [
    { label: F.id, value: <bdi>{person.id}</bdi> },
    { label: F.fullName, value: person.fullName },
    { label: F.phone, value: ltr(person.phone) },
    { label: F.nationalId, value: ltr(person.nationalId) },
    { label: F.address, value: person.address },
    { label: F.notes, value: person.notes },
    { label: F.createdAt, value: ltr(person.createdAt.slice(0, 10)) },
  ];
}

/**
 * account-cards/:id/view: the account's fields ('غير متوفر' for a missing one), the edit link with
 * PERSON_UPDATE; with GET_CONTRACT the amount it owes per currency and its deals as seller, buyer or
 * guarantor and «كشف حساب» (its statement of account); with GET_INSTALLMENT the payments of those deals;
 * with AUDIT_READ its history («السجل»).
 */
export default function PersonViewPage() {
  const canEdit = useCan('PERSON_UPDATE');
  const canSeeDeals = useCan('GET_CONTRACT');
  const canSeePayments = useCan('GET_INSTALLMENT');
  const canReadHistory = useSession(
    (s) => hasPermission(s, 'AUDIT_READ') && hasPermission(s, HISTORY_RECORD_PERMISSIONS.person),
  );
  return (
    <RecordViewPage
      {...PERSON_RECORD}
      title={M.details}
      editable={() => canEdit}
      details={{ title: M.details, items: detailsOf }}
    >
      {(person) => (
        <>
          {canSeeDeals ? (
            <div className="cc-persons-actions">
              <ButtonLink link={Link} to={personPaths.statement(person.id)} variant="secondary">
                {M.statement}
              </ButtonLink>
            </div>
          ) : null}
          {canSeeDeals ? <PersonDeals personId={person.id} /> : null}
          <PersonDocumentsSection personId={person.id} canEdit={canEdit} />
          {canSeePayments ? <PersonPayments personId={person.id} /> : null}
          {canReadHistory ? (
            <RecordSection title={BUSINESS_MESSAGES.history.title}>
              <RecordHistory entity="person" id={person.id} />
            </RecordSection>
          ) : null}
        </>
      )}
    </RecordViewPage>
  );
}
