import { errorMessage } from '@cc/api-client';
import { RecordHeader, RouteRecord } from '@cc/business';
import { type AdminCompany, endpoints } from '@cc/contracts';
import { useResourceMutation } from '@cc/resources';
import { A4Page, Button, ButtonLink, ConfirmDialog, toast } from '@cc/ui-rtl';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDateTime } from './format';
import { CompanyEditDialog, StatusDialog } from './lazy-dialogs';
import { ADMIN_MESSAGES as M } from './messages';
import { adminPaths } from './paths';
import { CompanyStatusBadge } from './status-badge';
import { TemporaryPasswordDialog } from './temporary-password';

const T = {
  phone: M.fields.phone,
  address: M.fields.address,
  timeZone: M.fields.timeZone,
  username: M.fields.username,
};

function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="cc-admin-facts">
      {items.map(([label, value]) => (
        <div key={label} className="cc-admin-facts__item">
          <dt>{label}</dt>
          <dd>{value ?? M.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cc-admin-panel" aria-label={title}>
      <h2 className="cc-admin-panel__title">{title}</h2>
      {children}
    </section>
  );
}

type Open = 'status' | 'reset' | 'edit' | null;

function CompanyView({ company }: { company: AdminCompany }) {
  const [open, setOpen] = useState<Open>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const reset = useResourceMutation(endpoints.admin.resetCompanyPassword, {
    onSuccess: ({ data }) => setTemporary(data.temporaryPassword),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setOpen(null),
  });
  const close = () => setOpen(null);
  const ltr = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);

  return (
    <>
      <RecordHeader
        title={company.name}
        backTo={adminPaths.companies}
        backLabel={M.backToList}
        editLabel={M.edit}
        subtitle={<CompanyStatusBadge status={company.status} />}
      />
      <div className="cc-admin-actions">
        <Button type="button" variant="secondary" onClick={() => setOpen('edit')}>
          {M.edit}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen('reset')}>
          {M.resetPassword}
        </Button>
        <Button
          type="button"
          variant={company.status === 'ACTIVE' ? 'danger' : 'primary'}
          onClick={() => setOpen('status')}
        >
          {company.status === 'ACTIVE' ? M.suspend : M.reactivate}
        </Button>
        <ButtonLink link={Link} to={adminPaths.companyAudit(company.id)} variant="secondary">
          {M.companyAudit}
        </ButtonLink>
      </div>
      <div className="cc-admin-grid">
        <Panel title={M.details}>
          <Facts
            items={[
              [M.status, <CompanyStatusBadge key="s" status={company.status} />],
              [T.username, ltr(company.username)],
              [M.mustChangePassword, company.mustChangePassword ? M.mustChangeYes : M.mustChangeNo],
              [T.phone, ltr(company.phone)],
              [T.address, company.address],
              [T.timeZone, ltr(company.timeZone)],
              [M.createdAt, ltr(formatDateTime(company.createdAt))],
              [M.lastActivity, ltr(formatDateTime(company.lastActivityAt))],
            ]}
          />
        </Panel>
        <Panel title={M.counts}>
          <Facts
            items={[
              [M.figures.users, <bdi key="u">{formatCount(company.usersCount)}</bdi>],
              [M.branches, <bdi key="b">{formatCount(company.branchesCount)}</bdi>],
              [M.figures.cars, <bdi key="c">{formatCount(company.carsCount)}</bdi>],
              [M.figures.deals, <bdi key="d">{formatCount(company.dealsCount)}</bdi>],
            ]}
          />
        </Panel>
      </div>
      <Panel title={M.statusHistory}>
        {company.statusHistory.length === 0 ? (
          <p className="cc-admin-muted">{M.noStatusHistory}</p>
        ) : (
          <ol className="cc-admin-history">
            {company.statusHistory.map((change) => (
              <li key={`${change.at}-${change.status}`}>
                <CompanyStatusBadge status={change.status} /> <bdi dir="ltr">{formatDateTime(change.at)}</bdi>
                {change.byUsername ? (
                  <>
                    {' '}
                    {M.by} <bdi dir="ltr">{change.byUsername}</bdi>
                  </>
                ) : null}
                <p className="cc-admin-history__reason">{change.reason}</p>
              </li>
            ))}
          </ol>
        )}
      </Panel>
      {open === 'status' ? <StatusDialog company={company} onClose={close} /> : null}
      {open === 'edit' ? <CompanyEditDialog company={company} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'reset'}
        title={M.resetTitle}
        body={M.resetBody(company.username ?? '')}
        confirmLabel={M.resetPassword}
        busy={reset.isPending}
        cancelLabel={M.cancel}
        tone="primary"
        onOpenChange={(o) => !o && !reset.isPending && close()}
        onConfirm={() => reset.mutate({ params: { id: company.id } })}
      />
      {temporary ? (
        <TemporaryPasswordDialog
          username={company.username ?? ''}
          password={temporary}
          onClose={() => setTemporary(null)}
        />
      ) : null}
    </>
  );
}

/**
 * /adminDashboard/companies/{id}: the company's details, counts and status history, with its actions:
 * edit the details, reset the account's password (the temporary one shown once), suspend or
 * reactivate with a reason, and open its audit entries (the audit list filtered to it).
 */
export default function CompanyPage() {
  return (
    <A4Page>
      <RouteRecord
        endpoint={endpoints.admin.company}
        title={M.companyTitle}
        notFound={M.notFound}
        back={<Link to={adminPaths.companies}>{M.backToList}</Link>}
      >
        {(company) => <CompanyView company={company} />}
      </RouteRecord>
    </A4Page>
  );
}
