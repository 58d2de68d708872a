import type { StaffUser } from '@cc/contracts';

/** The password of every demo user in the fake (the fake checks it on a password change). */
export const DEMO_PASSWORD = 'Demo@12345';

/**
 * The company's demo users: its own account (id 2, the `companyUserId` of every staff member) and two
 * staff members, one suspended. Branch and role names are read from the fake's branches and roles.
 */
export const DEMO_USERS: StaffUser[] = [
  {
    id: 2,
    username: 'company',
    fullName: 'معرض النخيل للسيارات',
    phone: '07700000000',
    status: 'ACTIVE',
    kind: 'COMPANY',
    branch: null,
    roles: [],
    createdAt: '2025-01-05T09:00:00.000Z',
  },
  {
    id: 7,
    username: 'sales.ali',
    fullName: 'علي حسن',
    phone: '07711112222',
    status: 'ACTIVE',
    kind: 'USER',
    branch: { id: 1, name: 'الفرع الرئيسي' },
    roles: [{ id: 3, displayName: 'Sales', displayNameAr: 'مبيعات' }],
    createdAt: '2025-02-10T09:00:00.000Z',
  },
  {
    id: 8,
    username: 'acc_zainab',
    fullName: 'زينب كاظم',
    phone: null,
    status: 'INACTIVE',
    kind: 'USER',
    branch: { id: 2, name: 'فرع البصرة' },
    roles: [
      { id: 4, displayName: 'Accountant', displayNameAr: 'محاسب' },
      { id: 5, displayName: 'Viewer', displayNameAr: null },
    ],
    createdAt: '2025-03-01T09:00:00.000Z',
  },
];
