import type { Person } from '@cc/contracts';
import { A4Page, IconEdit, PageHeader, Spinner } from '@cc/ui-rtl';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import type { PersonsApi } from './api';
import { PERSONS_MESSAGES } from './messages';
import { personPaths } from './paths';
import { PersonDeals } from './person-deals';
import { PersonPayments } from './person-payments';
import { usePerson } from './use-person';

/** Props of {@link PersonViewScreen}. */
export interface PersonViewScreenProps {
  api: PersonsApi;
  personId: number;
  /** Whether the user holds PERSON_UPDATE: the edit link shows. */
  canEdit: boolean;
  /** Whether the user holds GET_INSTALLMENT: the person's payments show (when the api lists them). */
  canSeePayments?: boolean;
}

const F = PERSONS_MESSAGES.fields;
const ltr = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);

function fieldsOf(person: Person): { label: string; value: ReactNode }[] {
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
 * An account's page (account-cards/{id}/view): its fields in a definition list, the edit link with
 * PERSON_UPDATE, and, when the api can list the person's deals, the amount owed per currency and the
 * deals as seller, buyer or guarantor; with GET_INSTALLMENT, the payments of those deals.
 *
 * @example
 * ```tsx
 * <PersonViewScreen api={personsApi} personId={7} canEdit={useCan('PERSON_UPDATE')} canSeePayments={useCan('GET_INSTALLMENT')} />
 * ```
 */
export function PersonViewScreen({ api, personId, canEdit, canSeePayments = false }: PersonViewScreenProps) {
  const { person, loading, error } = usePerson(api, personId);
  // Stable across renders, so the deals are not fetched again on every render.
  const loadDeals = useMemo(() => api.deals?.bind(api), [api]);
  const loadPayments = useMemo(() => api.payments?.bind(api), [api]);

  if (loading || !person) {
    return (
      <A4Page className="cc-persons-page">
        <PageHeader title={PERSONS_MESSAGES.details} />
        {loading ? (
          <p className="cc-persons-state" role="status">
            <Spinner size={20} /> {PERSONS_MESSAGES.loading}
          </p>
        ) : (
          <div className="cc-persons-state" role="alert">
            <p>{error}</p>
            <Link to={personPaths.list}>{PERSONS_MESSAGES.backToList}</Link>
          </div>
        )}
      </A4Page>
    );
  }

  return (
    <A4Page className="cc-persons-page">
      <PageHeader
        title={person.fullName}
        actions={
          <>
            {canEdit && (
              <Link
                to={personPaths.edit(person.id)}
                className="cc-button"
                data-variant="primary"
                data-size="md"
              >
                <IconEdit size={18} />
                {PERSONS_MESSAGES.edit}
              </Link>
            )}
            <Link to={personPaths.list} className="cc-button" data-variant="secondary" data-size="md">
              {PERSONS_MESSAGES.backToList}
            </Link>
          </>
        }
      />
      <section className="cc-persons-view__section" aria-labelledby="cc-persons-details">
        <h2 id="cc-persons-details" className="cc-persons-view__heading">
          {PERSONS_MESSAGES.details}
        </h2>
        <dl className="cc-persons-view__list">
          {fieldsOf(person).map(({ label, value }) => (
            <div key={label} className="cc-persons-view__item">
              <dt>{label}</dt>
              <dd>
                {value === null || value === '' ? (
                  <span className="cc-persons-missing">{PERSONS_MESSAGES.missing}</span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {loadDeals && <PersonDeals personId={person.id} loadDeals={loadDeals} />}
      {canSeePayments && loadPayments && <PersonPayments personId={person.id} loadPayments={loadPayments} />}
    </A4Page>
  );
}
