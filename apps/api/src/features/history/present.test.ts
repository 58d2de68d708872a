import { describe, expect, it } from 'vitest';
import { type EntityHistory, HISTORY } from './labels';
import { changedFields, referencedIds, shownChanges } from './present';
import type { RefNames } from './repository';

// How an audit entry's before/after become the history's changed fields (docs/domain/history.md).

const noNames: RefNames = {
  person: new Map(),
  car: new Map(),
  branch: new Map(),
  role: new Map(),
  user: new Map(),
};
const shown = (history: EntityHistory, action: string, changes: unknown, seeCosts = false) =>
  shownChanges(changedFields(history, action, changes, seeCosts), noNames);

describe('the changed fields of an audit entry', () => {
  it('keeps only the fields whose values differ, in the record’s order, coded values by their labels', () => {
    expect(
      shown(HISTORY.car, 'CAR_UPDATED', {
        before: { engineType: 'PETROL', color: 'أبيض', model: 2020 },
        after: { engineType: 'DIESEL', color: 'أبيض', model: 2021 },
      }),
    ).toEqual([
      { field: 'model', label: 'سنة الصنع', before: 2020, after: 2021 },
      { field: 'engineType', label: 'نوع المحرك', before: 'بنزين', after: 'ديزل' },
    ]);
  });

  it('shows a new record’s non-empty values and a deleted one’s former values, never its id', () => {
    const car = { id: 5, name: 'كيا', kilometers: null, status: 'Pending' };
    expect(shown(HISTORY.car, 'CAR_CREATED', { after: car })).toEqual([
      { field: 'name', label: 'اسم السيارة', before: null, after: 'كيا' },
      { field: 'status', label: 'الحالة', before: null, after: 'غير مبيوعة' },
    ]);
    expect(shown(HISTORY.car, 'CAR_DELETED', { before: car }).map((c) => [c.before, c.after])).toEqual([
      ['كيا', null],
      ['غير مبيوعة', null],
    ]);
    expect(shown(HISTORY.car, 'CAR_DELETED', null)).toEqual([]);
  });

  it('labels an unknown field by its key and an action’s own meaning of a shared key', () => {
    expect(shown(HISTORY.car, 'CAR_UPDATED', { before: { vin2: 'a' }, after: { vin2: 'b' } })).toEqual([
      { field: 'vin2', label: 'vin2', before: 'a', after: 'b' },
    ]);
    const outcome = (action: string, value: string) =>
      shown(HISTORY.deal, action, { after: { outcome: value } })[0];
    expect(outcome('DEAL_REPOSSESSED', 'WRITE_OFF')).toMatchObject({
      label: 'المبلغ المتبقي',
      after: 'شُطب المتبقي',
    });
    expect(outcome('COLLECTION_CONTACT_ADDED', 'NO_ANSWER')).toMatchObject({
      label: 'النتيجة',
      after: 'لم يرد',
    });
  });

  it('shows yes/no, lists and nested records as text; money and dates as stored', () => {
    expect(
      shown(HISTORY.deal, 'CONTRACT_CREATED', {
        after: {
          price: '12000000.50',
          contractDate: '2026-01-05',
          deferredDownPayments: [
            { amount: '500000', dueDate: '2026-02-01' },
            { amount: '250000', dueDate: '2026-03-01' },
          ],
        },
      }),
    ).toEqual([
      { field: 'contractDate', label: 'تاريخ العقد', before: null, after: '2026-01-05' },
      { field: 'price', label: 'السعر', before: null, after: '12000000.50' },
      {
        field: 'deferredDownPayments',
        label: 'باقي المقدمة',
        before: null,
        after: '500000 — 2026-02-01، 250000 — 2026-03-01',
      },
    ]);
    expect(
      shown(HISTORY.deal, 'DEAL_DEFAULT_MARKED', {
        before: { defaulted: false },
        after: { defaulted: true },
      }),
    ).toEqual([{ field: 'defaulted', label: 'متعثر', before: 'لا', after: 'نعم' }]);
  });

  it('names referenced records, and shows an id it cannot name as it is', () => {
    const changes = changedFields(
      HISTORY.user,
      'USER_ROLES_CHANGED',
      { before: { roleIds: [3] }, after: { roleIds: [3, 4] } },
      false,
    );
    expect(referencedIds(changes).role).toEqual([3, 4]);
    const names: RefNames = { ...noNames, role: new Map([[3, 'محاسب']]) };
    expect(shownChanges(changes, names)).toEqual([
      { field: 'roleIds', label: 'الأدوار', before: 'محاسب', after: 'محاسب، 4' },
    ]);
  });

  it('leaves a cost field out unless the reader may see costs', () => {
    const purchase = { after: { amount: '9000000', currency: 'IQD', date: '2026-01-10' } };
    expect(shown(HISTORY.car, 'CAR_PURCHASE_SET', purchase)).toEqual([]);
    expect(shown(HISTORY.car, 'CAR_PURCHASE_SET', purchase, true)).toEqual([
      { field: 'amount', label: 'سعر الشراء', before: null, after: '9000000' },
      { field: 'currency', label: 'العملة', before: null, after: 'دينار عراقي' },
      { field: 'date', label: 'تاريخ الشراء', before: null, after: '2026-01-10' },
    ]);
    const expense = { after: { expenseId: 3, kind: 'REPAIR', amount: '250000', currency: 'IQD' } };
    expect(shown(HISTORY.car, 'CAR_EXPENSE_ADDED', expense, true).map((c) => [c.label, c.after])).toEqual([
      ['المبلغ', '250000'],
      ['العملة', 'دينار عراقي'],
      ['نوع المصروف', 'تصليح'],
    ]);
  });
});
