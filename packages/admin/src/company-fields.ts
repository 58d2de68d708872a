import { type AdminCompanyCreate, type AdminCompanyUpdate, timeZoneOptions } from '@cc/contracts';
import type { FieldSpec } from '@cc/ui-rtl';
import { ADMIN_MESSAGES as M } from './messages';

const F = M.fields;

/** The details the administrator edits (PUT /admin/companies/{id}), checked by adminCompanyUpdateSchema. */
export const COMPANY_DETAIL_FIELDS: readonly FieldSpec<AdminCompanyUpdate>[] = [
  {
    kind: 'text',
    name: 'name',
    label: F.name,
    required: true,
    placeholder: M.placeholders.name,
  },
  { kind: 'text', name: 'phone', label: F.phone, type: 'tel', dir: 'ltr', inputMode: 'tel' },
  { kind: 'textarea', name: 'address', label: F.address },
];

/** The onboarding form (POST /admin/companies), checked by adminCompanyCreateSchema. */
export const COMPANY_CREATE_FIELDS: readonly FieldSpec<AdminCompanyCreate>[] = [
  COMPANY_DETAIL_FIELDS[0] as FieldSpec<AdminCompanyCreate>,
  {
    kind: 'text',
    name: 'username',
    label: F.username,
    required: true,
    dir: 'ltr',
    autoComplete: 'off',
    placeholder: M.placeholders.username,
  },
  COMPANY_DETAIL_FIELDS[1] as FieldSpec<AdminCompanyCreate>,
  {
    kind: 'text',
    name: 'branchName',
    label: F.branchName,
    required: true,
    placeholder: M.placeholders.branchName,
  },
  // A picker of the offered zones (Asia/Baghdad, the default, first), never free text.
  { kind: 'select', name: 'timeZone', label: F.timeZone, required: true, options: timeZoneOptions() },
  COMPANY_DETAIL_FIELDS[2] as FieldSpec<AdminCompanyCreate>,
];
