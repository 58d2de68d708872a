import { DEMO_PERMISSIONS } from '@cc/resources/testing';
import { describe, expect, it } from 'vitest';
import { ROLES_MESSAGES } from './messages';
import { masterSwitchState, mergePermissions, roleName } from './permission-rules';

describe('masterSwitchState', () => {
  it('is on only when the list is non-empty and every entry is granted', () => {
    expect(masterSwitchState([])).toEqual({
      checked: false,
      label: ROLES_MESSAGES.disableAll,
      enableAllOnToggle: true,
    });
    expect(masterSwitchState([{ granted: true }, { granted: false }]).checked).toBe(false);
    expect(masterSwitchState([{ granted: true }, { granted: true }])).toEqual({
      checked: true,
      label: ROLES_MESSAGES.enableAll,
      enableAllOnToggle: false,
    });
  });
});

describe('mergePermissions', () => {
  it('marks every permission with the role’s grants and keeps unknown role entries', () => {
    const all = DEMO_PERMISSIONS.slice(0, 2);
    const merged = mergePermissions(all, [
      { ...all[1]!, granted: true },
      { id: 99, name: 'GET_CAR', displayNameAr: 'عرض السيارات', granted: true },
    ]);
    expect(merged.map((p) => [p.id, p.granted])).toEqual([
      [1, false],
      [2, true],
      [99, true],
    ]);
  });
});

describe('roleName', () => {
  it('falls back to the English name', () => {
    expect(roleName({ displayName: 'Sales', displayNameAr: 'مبيعات' })).toBe('مبيعات');
    expect(roleName({ displayName: 'Sales', displayNameAr: null })).toBe('Sales');
    expect(roleName({ displayName: 'Sales', displayNameAr: '  ' })).toBe('Sales');
  });
});
