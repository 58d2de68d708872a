import { describe, expect, it } from 'vitest';
import { hasPermission, isSuperAdmin, landingPath } from './permissions';
import { PEOPLE } from './test-fixtures';

const subject = (user: (typeof PEOPLE)[Exclude<keyof typeof PEOPLE, 'anonymous'>]) => ({
  accessToken: 'a',
  roles: user.roles,
  permissions: user.permissions,
});

describe('permission checks', () => {
  it('lets the company account pass every check, including the empty one', () => {
    const company = subject(PEOPLE.company);
    expect(hasPermission(company, 'DELETE_CAR')).toBe(true);
    expect(hasPermission(company, '')).toBe(true);
  });

  it('needs a named permission for staff, and refuses them the empty (company-only) check', () => {
    const staff = subject(PEOPLE.staffWithDashboard);
    expect(hasPermission(staff, 'PERSON_READ')).toBe(true);
    expect(hasPermission(staff, 'CREATE_CAR')).toBe(false);
    expect(hasPermission(staff, '')).toBe(false);
  });

  it('gives the super administrator no company permission', () => {
    const admin = subject(PEOPLE.superAdmin);
    expect(isSuperAdmin(admin)).toBe(true);
    expect(hasPermission(admin, 'GET_DASHBOARD')).toBe(false);
  });

  it('picks the landing page: admin first, then GET_DASHBOARD, else profile', () => {
    expect(landingPath(subject(PEOPLE.superAdmin))).toBe('/adminDashboard');
    expect(landingPath(subject(PEOPLE.staffWithDashboard))).toBe('/');
    expect(landingPath(subject(PEOPLE.company))).toBe('/');
    expect(landingPath(subject(PEOPLE.staffWithoutDashboard))).toBe('/profile');
  });
});
