import {
  PERMISSION_LABELS_AR,
  PERMISSION_NAMES,
  type Permission,
  type PermissionName,
  type Role,
} from '@cc/contracts';

/** The permissions with their Arabic names, ids in their order (as seeded). */
export const DEMO_PERMISSIONS: Permission[] = PERMISSION_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  displayNameAr: PERMISSION_LABELS_AR[name],
}));

/** The company's demo roles. */
export const DEMO_ROLES: Role[] = [
  { id: 3, displayName: 'Sales', displayNameAr: 'مبيعات', description: 'موظفو صالة العرض' },
  { id: 4, displayName: 'Accountant', displayNameAr: 'محاسب', description: 'تسجيل الدفعات والأقساط' },
  { id: 5, displayName: 'Viewer', displayNameAr: null, description: null },
];

const idOf = (name: PermissionName) => PERMISSION_NAMES.indexOf(name) + 1;

/** What each demo role is granted (permission ids by role id); Viewer holds nothing. */
export const DEMO_ROLE_PERMISSIONS: [number, number[]][] = [
  [3, (['PERSON_READ', 'PERSON_CREATE', 'GET_CAR', 'CREATE_CAR', 'GET_CONTRACT'] as const).map(idOf)],
  [4, (['GET_PAYMENT_PLAN', 'GET_INSTALLMENT', 'UPDATE_INSTALLMENT', 'GET_CONTRACT'] as const).map(idOf)],
];
