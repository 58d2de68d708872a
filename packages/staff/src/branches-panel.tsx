import { errorMessage } from '@cc/api-client';
import type { Branch } from '@cc/contracts';
import { Button, IconPlus, Spinner, TextInput } from '@cc/ui-rtl';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { orNull, useSubmit, withoutError } from './use-submit';

/** Props of {@link BranchesPanel}. */
export interface BranchesPanelProps {
  api: StaffApi;
  /** Hides the create form (users without CREATE_BRANCH). Default true. */
  canCreate?: boolean;
}

const EMPTY = { name: '', address: '', phone: '' };

/**
 * The company's branches (GET /branches) and a form to add one (POST /branches {name, address, phone}),
 * with the server's field errors under the fields and 'تم حفظ الفرع' on success.
 *
 * @example
 * ```tsx
 * <BranchesPanel api={staffApi} />
 * ```
 */
export function BranchesPanel({ api, canCreate = true }: BranchesPanelProps) {
  const headingId = useId();
  const [branches, setBranches] = useState<Branch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState(EMPTY);

  const load = useCallback(async () => {
    try {
      setBranches(await api.listBranches());
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught));
      setBranches((current) => current ?? []);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = useSubmit(
    (body: typeof EMPTY) =>
      api.createBranch({ name: body.name, address: orNull(body.address), phone: orNull(body.phone) }),
    {
      success: M.branchSaved,
      onSuccess: () => {
        setForm(EMPTY);
        void load();
      },
    },
  );
  const set = (field: keyof typeof EMPTY, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    save.setErrors(withoutError(field));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save.submit(form);
  };

  return (
    <section className="cc-staff-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-staff-panel__title">
        {M.branchesTitle}
      </h2>
      {canCreate ? (
        <form className="cc-staff-inline-form" noValidate onSubmit={onSubmit} aria-label={M.newBranch}>
          <TextInput
            label={M.branchName}
            name="name"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={save.errors.name}
            required
          />
          <TextInput
            label={M.address}
            name="address"
            value={form.address}
            onChange={(e) => set('address', e.target.value)}
            error={save.errors.address}
          />
          <TextInput
            label={M.phone}
            name="phone"
            type="tel"
            dir="ltr"
            value={form.phone}
            onChange={(e) => set('phone', e.target.value)}
            error={save.errors.phone}
          />
          <Button type="submit" loading={save.busy} startIcon={<IconPlus size={18} />}>
            {M.addBranch}
          </Button>
        </form>
      ) : null}
      {branches === null ? (
        <div className="cc-staff-status">
          <Spinner size={28} label={M.loading} />
        </div>
      ) : error ? (
        <p className="cc-staff-error" role="alert">
          {error}
        </p>
      ) : branches.length === 0 ? (
        <p className="cc-staff-empty">{M.noBranches}</p>
      ) : (
        <div className="cc-staff-table-scroll">
          <table className="cc-staff-table">
            <caption className="cc-visually-hidden">{M.branchesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.branchName}</th>
                <th scope="col">{M.address}</th>
                <th scope="col">{M.phone}</th>
              </tr>
            </thead>
            <tbody>
              {branches.map((branch) => (
                <tr key={branch.id}>
                  <td>{branch.name}</td>
                  <td>{branch.address ?? '—'}</td>
                  <td>{branch.phone ? <bdi dir="ltr">{branch.phone}</bdi> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
